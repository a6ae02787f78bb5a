import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MaterialContent } from '@/domain/lesson-content/material-content';
import { freeResponseModule } from '@/features/resources/components/materials/free-response';
import { MaterialTestForm } from '@/features/resources/components/materials/test-harness';

const { Fields, View, emptyContent } = freeResponseModule;

const saved: MaterialContent<'FREE_RESPONSE'> = {
  prompt: 'Explain why 2/4 equals 1/2.',
  modelAnswer: 'Both numerator and denominator are divided by 2.',
  maxMark: 4,
};

function renderFields(content: MaterialContent<'FREE_RESPONSE'>) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(
    <MaterialTestForm defaultValues={{ materialType: 'FREE_RESPONSE', title: 'Why', content }} onSubmit={onSubmit}>
      <Fields disabled={false} />
    </MaterialTestForm>,
  );
  return { onSubmit, user };
}

describe('Free Response fields', () => {
  it('create: an empty question shows the schema message; the model answer is optional', async () => {
    const { onSubmit, user } = renderFields(emptyContent());
    expect(screen.getByLabelText('Model answer (optional)')).toHaveAccessibleDescription(/students never do/);
    await user.click(screen.getByRole('button', { name: 'Save material' }));
    expect(await screen.findByText('Question is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Question')).toBeInvalid();
    expect(screen.getByLabelText('Question')).toHaveAccessibleDescription('Question is required.');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Question'), 'Why?');
    await user.click(screen.getByRole('button', { name: 'Save material' }));
    expect(onSubmit.mock.calls[0]?.[0].content).toEqual({ prompt: 'Why?', modelAnswer: '', maxMark: 1 });
  });

  it('a maximum mark outside 1–100 or not whole says so', async () => {
    const { onSubmit, user } = renderFields(saved);
    const mark = screen.getByLabelText('Maximum mark');
    await user.clear(mark);
    await user.type(mark, '0');
    await user.click(screen.getByRole('button', { name: 'Save material' }));
    expect(await screen.findByText('Maximum mark must be at least 1.')).toBeInTheDocument();
    await user.clear(mark);
    await user.type(mark, '101');
    expect(await screen.findByText('Maximum mark can be at most 100.')).toBeInTheDocument();
    await user.clear(mark);
    await user.type(mark, '2.5');
    expect(await screen.findByText('Maximum mark must be a whole number.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('update: saved content round-trips unchanged', async () => {
    const { onSubmit, user } = renderFields(saved);
    await user.click(screen.getByRole('button', { name: 'Save material' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { materialType: 'FREE_RESPONSE', title: 'Why', content: saved },
      expect.anything(),
    );
  });
});

describe('Free Response view', () => {
  it('shows the model answer to reviewers', () => {
    render(<View content={saved} showAnswers />);
    expect(screen.getByText('Explain why 2/4 equals 1/2.')).toBeInTheDocument();
    expect(screen.getByText('Model answer')).toBeInTheDocument();
    expect(screen.getByText(saved.modelAnswer)).toBeInTheDocument();
    expect(screen.getByText('Out of 4 marks')).toBeInTheDocument();
  });

  it('says when there is no model answer, and hides it when answers are hidden', () => {
    const { rerender } = render(<View content={{ ...saved, modelAnswer: '' }} showAnswers />);
    expect(screen.getByText('No model answer was given.')).toBeInTheDocument();
    rerender(<View content={saved} showAnswers={false} />);
    expect(screen.queryByText(saved.modelAnswer)).not.toBeInTheDocument();
    expect(screen.queryByText('Model answer')).not.toBeInTheDocument();
  });
});
