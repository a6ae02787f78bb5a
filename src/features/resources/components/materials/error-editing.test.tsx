import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MaterialContent } from '@/domain/lesson-content/material-content';
import { errorEditingModule } from '@/features/resources/components/materials/error-editing';
import { MaterialTestForm } from '@/features/resources/components/materials/test-harness';

const { Fields, View, emptyContent } = errorEditingModule;

const saved: MaterialContent<'ERROR_EDITING'> = {
  instructions: 'Each sentence has one error.',
  passage: 'She go to school. They was late.',
  errors: [
    { wrong: 'go', correction: 'goes' },
    { wrong: 'was', correction: 'were' },
  ],
  maxMark: 2,
};

function renderFields(content: MaterialContent<'ERROR_EDITING'>) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  const { container } = render(
    <MaterialTestForm defaultValues={{ materialType: 'ERROR_EDITING', title: 'Verbs', content }} onSubmit={onSubmit}>
      <Fields disabled={false} />
    </MaterialTestForm>,
  );
  return { onSubmit, user, container };
}

describe('Error Editing fields', () => {
  it('create: empty rows show the schema messages beside their fields', async () => {
    const { onSubmit, user } = renderFields(emptyContent());
    await user.click(screen.getByRole('button', { name: 'Save material' }));
    expect(await screen.findByText('Passage is required.')).toBeInTheDocument();
    expect(screen.getByText('Error is required.')).toBeInTheDocument();
    expect(screen.getByText('Correction is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Error 1')).toBeInvalid();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('create: an error missing from the passage, a correction equal to its error and no rows are named', async () => {
    const { onSubmit, user } = renderFields(emptyContent());
    await user.type(screen.getByLabelText('Passage'), 'He run fast.');
    await user.type(screen.getByLabelText('Error 1'), 'runs');
    await user.type(screen.getByLabelText('Correction 1'), 'runs');
    await user.click(screen.getByRole('button', { name: 'Save material' }));
    expect(await screen.findByText('This error does not appear in the passage.')).toBeInTheDocument();
    expect(screen.getByText('The correction must differ from the error.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove error 1' }));
    expect(screen.getByRole('button', { name: 'Add error' })).toHaveFocus();
    expect(await screen.findByText('List at least one error and its correction.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('previews the passage with each listed error marked and numbered', async () => {
    const { user, container } = renderFields(emptyContent());
    await user.type(screen.getByLabelText('Passage'), 'He run fast and jump high.');
    await user.type(screen.getByLabelText('Error 1'), 'run');
    await user.click(screen.getByRole('button', { name: 'Add error' }));
    expect(screen.getByLabelText('Error 2')).toHaveFocus();
    await user.keyboard('jump');
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['run', 'jump']);
    expect(screen.getByText(/Preview with the errors marked/).parentElement).toHaveTextContent(
      'He run(error 1) fast and jump(error 2) high.',
    );
  });

  it('update: saved content round-trips unchanged', async () => {
    const { onSubmit, user } = renderFields(saved);
    expect(screen.getByLabelText('Correction 2')).toHaveValue('were');
    await user.click(screen.getByRole('button', { name: 'Save material' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { materialType: 'ERROR_EDITING', title: 'Verbs', content: saved },
      expect.anything(),
    );
  });
});

describe('Error Editing view', () => {
  it('marks the errors and lists their corrections for reviewers', () => {
    const { container } = render(<View content={saved} showAnswers />);
    expect(screen.getByText('Each sentence has one error.')).toBeInTheDocument();
    expect(screen.getByText('The passage has 2 errors to correct.')).toBeInTheDocument();
    expect(container.querySelectorAll('mark')).toHaveLength(2);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('go → corrected to goes');
  });

  it('shows the plain passage otherwise', () => {
    const { container } = render(<View content={saved} showAnswers={false} />);
    expect(screen.getByText('She go to school. They was late.')).toBeInTheDocument();
    expect(container.querySelectorAll('mark')).toHaveLength(0);
    expect(screen.queryByText('goes')).not.toBeInTheDocument();
  });
});
