import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';
import { ASSIGNMENT_ID, gradingBackend } from '../../../../tests/assignments/grading-fixtures';

// The comment bank is the demo backend's (the teacher's three seeded comments); the submission is the fixture's.
async function openGrading() {
  const backend = gradingBackend();
  server.use(...backend.handlers);
  const app = await renderApp({ user: 'teacher', url: `/assignments/${ASSIGNMENT_ID}/sa-ann` });
  await screen.findByRole('form', { name: 'Grading' });
  const bank = screen.getByRole('region', { name: 'Comment bank' });
  await within(bank).findByRole('button', { name: 'Insert: Show your working for every step.' });
  return { ...app, bank, feedback: screen.getByLabelText<HTMLTextAreaElement>('Feedback to the student') };
}

describe('the comment bank on the grading page', () => {
  it('appends a saved comment when the feedback was never visited, and inserts at the caret after', async () => {
    const { user, bank, feedback } = await openGrading();
    await user.click(within(bank).getByRole('button', { name: 'Insert: Show your working for every step.' }));
    expect(feedback).toHaveValue('Show your working for every step.');
    expect(feedback).toHaveFocus();

    // Caret after "Good." typed at the start: the comment goes there, the rest stays.
    feedback.setSelectionRange(0, 0);
    await user.keyboard('Good.');
    await user.click(within(bank).getByRole('button', { name: 'Insert: Excellent reasoning — well explained!' }));
    expect(feedback).toHaveValue('Good. Excellent reasoning — well explained! Show your working for every step.');
  });

  it('is usable from the keyboard: Enter on a focused comment inserts it', async () => {
    const { user, bank, feedback } = await openGrading();
    await user.type(feedback, 'Well tried.');
    const insert = within(bank).getByRole('button', { name: 'Insert: Check your answer with a fraction strip.' });
    insert.focus();
    await user.keyboard('{Enter}');
    expect(feedback).toHaveValue('Well tried. Check your answer with a fraction strip.');
  });

  it('keeps the selected part of the feedback as a new comment, leaving the feedback as typed', async () => {
    const { user, bank, feedback } = await openGrading();
    await user.type(feedback, 'Good start. Label both axes next time.');
    feedback.setSelectionRange(12, 38);
    await user.click(within(bank).getByRole('button', { name: 'Save to comment bank' }));

    expect(await within(bank).findByRole('button', { name: 'Insert: Label both axes next time.' })).toBeInTheDocument();
    expect(await screen.findByText('Kept in your comment bank.')).toBeInTheDocument();
    expect(feedback).toHaveValue('Good start. Label both axes next time.');

    // Saving the same text again is refused in place, with nothing sent.
    await user.click(within(bank).getByRole('button', { name: 'Save to comment bank' }));
    expect(within(bank).getByRole('alert')).toHaveTextContent('That comment is already in your comment bank.');
  });

  it('says what to do when there is nothing to keep', async () => {
    const { user, bank } = await openGrading();
    await user.click(within(bank).getByRole('button', { name: 'Save to comment bank' }));
    expect(within(bank).getByRole('alert')).toHaveTextContent(
      'Write the feedback (or select part of it) to keep it in your comment bank.',
    );
  });

  it("shows the server's refusal beside the buttons and keeps the feedback", async () => {
    const { user, bank, feedback } = await openGrading();
    server.use(
      http.post('*/api/comment-bank', () =>
        HttpResponse.json(
          { message: 'The comment bank holds at most 200 comments. Remove one first.', errors: { text: 'full' } },
          { status: 422 },
        ),
      ),
    );
    await user.type(feedback, 'A new remark.');
    await user.click(within(bank).getByRole('button', { name: 'Save to comment bank' }));
    expect(await within(bank).findByRole('alert')).toHaveTextContent(
      'The comment bank holds at most 200 comments. Remove one first.',
    );
    expect(feedback).toHaveValue('A new remark.');
  });

  it('deletes a comment only after confirmation', async () => {
    const { user, bank, feedback } = await openGrading();
    await user.type(feedback, 'Typed before.');
    await user.click(within(bank).getByRole('button', { name: 'Delete comment: Show your working for every step.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(bank).getByRole('button', { name: 'Insert: Show your working for every step.' })).toBeInTheDocument();

    await user.click(within(bank).getByRole('button', { name: 'Delete comment: Show your working for every step.' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(bank).queryByRole('button', { name: 'Insert: Show your working for every step.' })).not.toBeInTheDocument(),
    );
    expect(feedback).toHaveValue('Typed before.');
  });
});
