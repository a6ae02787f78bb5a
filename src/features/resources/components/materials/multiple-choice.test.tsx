import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MaterialContent } from '@/domain/lesson-content/material-content';
import { multipleChoiceModule } from '@/features/resources/components/materials/multiple-choice';
import { MaterialTestForm } from '@/features/resources/components/materials/test-harness';

const { Fields, View, emptyContent } = multipleChoiceModule;

const saved: MaterialContent<'MULTIPLE_CHOICE'> = {
  question: 'Which fractions equal one half?',
  choices: [
    { id: 'a', text: '2/4' },
    { id: 'b', text: '1/3' },
    { id: 'c', text: '3/6' },
  ],
  correctChoiceIds: ['a', 'c'],
  maxMark: 2,
};

function renderFields(content: MaterialContent<'MULTIPLE_CHOICE'>) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(
    <MaterialTestForm defaultValues={{ materialType: 'MULTIPLE_CHOICE', title: 'Halves', content }} onSubmit={onSubmit}>
      <Fields disabled={false} />
    </MaterialTestForm>,
  );
  return { onSubmit, user };
}

describe('Multiple Choice fields', () => {
  it('create: an empty question shows the schema messages and is not sent', async () => {
    const { onSubmit, user } = renderFields(emptyContent());
    await user.click(screen.getByRole('button', { name: 'Save material' }));
    expect(await screen.findByText('Question is required.')).toBeInTheDocument();
    expect(screen.getAllByText('Choice is required.')).toHaveLength(2);
    expect(screen.getByText('Mark at least one choice as correct.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('create: a question typed in, with a choice added and one ticked, is sent with stable ids', async () => {
    const { onSubmit, user } = renderFields(emptyContent());
    await user.type(screen.getByLabelText('Question'), 'What is 1/2 + 1/4?');
    await user.type(screen.getByLabelText('Choice 1'), '3/4');
    await user.type(screen.getByLabelText('Choice 2'), '2/6');
    await user.click(screen.getByRole('button', { name: 'Add choice' }));
    expect(screen.getByLabelText('Choice 3')).toHaveFocus();
    await user.keyboard('1/8');
    await user.click(screen.getByRole('checkbox', { name: 'Choice 1 is correct' }));
    await user.clear(screen.getByLabelText('Maximum mark'));
    await user.type(screen.getByLabelText('Maximum mark'), '3');
    await user.click(screen.getByRole('button', { name: 'Save material' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const value = onSubmit.mock.calls[0]?.[0];
    expect(value.content.choices.map((choice: { text: string }) => choice.text)).toEqual(['3/4', '2/6', '1/8']);
    expect(value.content.correctChoiceIds).toEqual([value.content.choices[0].id]);
    expect(value.content.maxMark).toBe(3);
  });

  it('update: saved content round-trips unchanged', async () => {
    const { onSubmit, user } = renderFields(saved);
    expect(screen.getByLabelText('Choice 2')).toHaveValue('1/3');
    expect(screen.getByRole('checkbox', { name: 'Choice 3 is correct' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save material' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { materialType: 'MULTIPLE_CHOICE', title: 'Halves', content: saved },
      expect.anything(),
    );
  });

  it('moves choices up and down by keyboard, keeping which are correct, and removes one', async () => {
    const { onSubmit, user } = renderFields(saved);
    screen.getByRole('button', { name: 'Move choice 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Choice 1')).toHaveValue('1/3');
    // At the top "up" is disabled, so focus moves to the same row's "down" button.
    expect(screen.getByRole('button', { name: 'Move choice 1 down' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Choice 2 moved to position 1.');
    await user.click(screen.getByRole('button', { name: 'Remove choice 2' }));
    expect(screen.getByLabelText('Choice 1')).toHaveFocus();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove choice 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save material' }));
    const value = onSubmit.mock.calls[0]?.[0];
    expect(value.content.choices).toEqual([saved.choices[1], saved.choices[2]]);
    expect(value.content.correctChoiceIds).toEqual(['c']);
  });

  it('offers at most ten choices', async () => {
    const { user } = renderFields(emptyContent());
    for (let i = 0; i < 8; i += 1) await user.click(screen.getByRole('button', { name: 'Add choice' }));
    expect(screen.getByLabelText('Choice 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add choice' })).toBeDisabled();
    expect(screen.getByText('A question has at most 10 choices.')).toBeInTheDocument();
  });

  it('a maximum mark that is not a number says so', async () => {
    const { user } = renderFields(saved);
    await user.clear(screen.getByLabelText('Maximum mark'));
    await user.click(screen.getByRole('button', { name: 'Save material' }));
    expect(await screen.findByText('Maximum mark must be a number.')).toBeInTheDocument();
  });
});

describe('Multiple Choice view', () => {
  it('marks the correct choices in words when answers are shown', () => {
    render(<View content={saved} showAnswers />);
    expect(screen.getByText('Which fractions equal one half?')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('Correct answer')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Correct answer')).not.toBeInTheDocument();
    expect(within(items[2]!).getByText('Correct answer')).toBeInTheDocument();
    expect(screen.getByText('Choose every correct answer.')).toBeInTheDocument();
    expect(screen.getByText('Out of 2 marks')).toBeInTheDocument();
  });

  it('hides the answers otherwise', () => {
    render(<View content={{ ...saved, correctChoiceIds: ['a'] }} showAnswers={false} />);
    expect(screen.getByText('3/6')).toBeInTheDocument();
    expect(screen.queryByText('Correct answer')).not.toBeInTheDocument();
    expect(screen.getByText('Choose one answer.')).toBeInTheDocument();
  });
});
