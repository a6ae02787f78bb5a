import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';
import { ASSIGNMENT_ID, gradingBackend } from '../../../../tests/assignments/grading-fixtures';

async function openGrading(id: string) {
  const backend = gradingBackend();
  server.use(...backend.handlers);
  const app = await renderApp({ user: 'teacher', url: `/assignments/${ASSIGNMENT_ID}/${id}` });
  await screen.findByRole('form', { name: 'Grading' });
  return { ...app, backend, side: screen.getByRole('complementary', { name: 'Grade' }) };
}

describe('returning graded work for resubmission', () => {
  it('is offered only for Graded work, and waits for unsaved changes to be saved', async () => {
    const { user, side } = await openGrading('sa-ann');
    expect(within(side).getByRole('button', { name: 'Return for resubmission' })).toBeDisabled();
    expect(within(side).getByText('Only graded work can be returned for resubmission.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mark for Explain'), '4');
    await user.click(screen.getByRole('button', { name: 'Save grade' }));
    await screen.findByText('Graded Ang Mei Ling: 6 of 7.');
    expect(within(side).getByRole('button', { name: 'Return for resubmission' })).toBeEnabled();

    await user.type(screen.getByLabelText('Feedback to the student'), ' More.');
    expect(within(side).getByRole('button', { name: 'Return for resubmission' })).toBeDisabled();
    expect(within(side).getByText('Save your changes before returning the work.')).toBeInTheDocument();
  });

  it('asks first, sends the reason, and shows the work back as Haven\'t submitted with the history kept', async () => {
    const { user, side, backend } = await openGrading('sa-bal');
    const history = within(side).getByRole('region', { name: 'History' });
    expect(within(history).getByText('Graded: 6 / 7')).toBeInTheDocument();

    await user.click(within(side).getByRole('button', { name: 'Return for resubmission' }));
    const dialog = await screen.findByRole('dialog', { name: "Return Balakrishnan Ravi's work for resubmission?" });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.returned).toHaveLength(0);

    await user.click(within(side).getByRole('button', { name: 'Return for resubmission' }));
    const again = await screen.findByRole('dialog');
    await user.type(within(again).getByLabelText('Reason for the student (optional)'), 'Finish question 2.');
    await user.click(within(again).getByRole('button', { name: 'Return work' }));

    expect(await screen.findByText('Returned to Balakrishnan Ravi for resubmission.')).toBeInTheDocument();
    expect(backend.returned).toEqual([{ comment: 'Finish question 2.', version: 1 }]);
    const after = screen.getByRole('complementary', { name: 'Grade' });
    await waitFor(() => expect(within(after).getByText("Haven't submitted", { selector: '.badge' })).toBeInTheDocument());
    const events = within(within(after).getByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(events.map((event) => event.textContent)).toEqual([
      expect.stringContaining('Returned for resubmission'),
      expect.stringContaining('Graded: 6 / 7'),
      expect.stringContaining('Handed in'),
    ]);
    expect(events[0]).toHaveTextContent('Finish question 2.');
    // The teacher's marks went with the grade; the feedback stays for the student to read.
    expect(screen.getByLabelText('Mark for Explain')).toHaveValue('');
    expect(screen.getByLabelText('Feedback to the student')).toHaveValue('Good work.');
  });
});
