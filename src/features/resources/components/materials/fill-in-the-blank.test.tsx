import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MaterialContent } from '@/domain/lesson-content/material-content';
import { fillInTheBlankModule } from '@/features/resources/components/materials/fill-in-the-blank';
import { MaterialTestForm } from '@/features/resources/components/materials/test-harness';

const { Fields, View, emptyContent } = fillInTheBlankModule;

const saved: MaterialContent<'FITB'> = {
  passage: 'Water boils at [100|one hundred] °C and freezes at [0|zero] °C.',
  caseSensitive: true,
  maxMark: 2,
};

function renderFields(content: MaterialContent<'FITB'>) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(
    <MaterialTestForm defaultValues={{ materialType: 'FITB', title: 'Water', content }} onSubmit={onSubmit}>
      <Fields disabled={false} />
    </MaterialTestForm>,
  );
  return { onSubmit, user };
}

describe('Fill In The Blank fields', () => {
  it('create: an empty passage shows the schema message and explains the syntax', async () => {
    const { onSubmit, user } = renderFields(emptyContent());
    expect(screen.getByLabelText('Passage')).toHaveAccessibleDescription(/Write each blank in square brackets/);
    expect(screen.getByText('No blanks yet. Write one as [answer].')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save material' }));
    expect(await screen.findByText('Passage is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('create: a passage without blanks, then with an empty blank, says what is missing', async () => {
    const { onSubmit, user } = renderFields(emptyContent());
    await user.type(screen.getByLabelText('Passage'), 'The sky is blue.');
    await user.click(screen.getByRole('button', { name: 'Save material' }));
    expect(await screen.findByText('Add at least one blank, written as [answer].')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Passage'), ' It is [[ ]]');
    expect(await screen.findByText('Every blank needs at least one accepted answer.')).toBeInTheDocument();
    expect(screen.getByText('no accepted answer yet')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lists the blanks found and their accepted answers as the passage is typed', async () => {
    const { onSubmit, user } = renderFields(emptyContent());
    await user.type(screen.getByLabelText('Passage'), 'Paris is the capital of [[France|france].');
    expect(screen.getByText('Blanks found: 1')).toBeInTheDocument();
    expect(screen.getByText('Blank 1: accepts “France” or “france”')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Answers are case-sensitive/ }));
    await user.click(screen.getByRole('button', { name: 'Save material' }));
    expect(onSubmit.mock.calls[0]?.[0].content).toEqual({
      passage: 'Paris is the capital of [France|france].',
      caseSensitive: true,
      maxMark: 1,
    });
  });

  it('update: saved content round-trips unchanged', async () => {
    const { onSubmit, user } = renderFields(saved);
    expect(screen.getByText('Blanks found: 2')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Answers are case-sensitive/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save material' }));
    expect(onSubmit).toHaveBeenCalledWith({ materialType: 'FITB', title: 'Water', content: saved }, expect.anything());
  });
});

describe('Fill In The Blank view', () => {
  it('renders each blank as a numbered empty box and lists the answers when shown', () => {
    render(<View content={saved} showAnswers />);
    expect(screen.getByRole('textbox', { name: 'Blank 1' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Blank 2' })).toHaveValue('');
    expect(screen.getByText(/Water boils at/)).toBeInTheDocument();
    expect(screen.getByText('Accepted answers (case-sensitive)')).toBeInTheDocument();
    expect(screen.getByText('Blank 1: “100” or “one hundred”')).toBeInTheDocument();
    expect(screen.getByText('Blank 2: “0” or “zero”')).toBeInTheDocument();
  });

  it('keeps the answers hidden otherwise', () => {
    render(<View content={saved} showAnswers={false} />);
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    expect(screen.queryByText(/one hundred/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Accepted answers/)).not.toBeInTheDocument();
  });
});
