import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDemoNow } from '@/mocks/clock';
import { db } from '@/mocks/db';
import { renderApp, waitForPath } from '../../../../tests/render-app';

// Managing issued work on the assignment page (issue 21 §10), against the demo backend through MSW: the teacher's
// seeded assignments ia-grading-1 (the bench: Primary 5 Courage and ten of Primary 6 Integrity), -2 (open),
// -3 (graded) and -4 (upcoming).
const SLOW = { timeout: 10_000 };

beforeEach(() => setDemoNow('2026-11-27T02:00:00.000Z'));
afterEach(() => setDemoNow(null));

async function openAssignment(id: string, user: 'teacher' | 'homeroom' = 'teacher') {
  const app = await renderApp({ user, url: `/assignments/${id}` });
  const title = db.issuedAssignments.get(id)?.title ?? '';
  await screen.findByRole('heading', { level: 1, name: title }, SLOW);
  return { ...app, title };
}

async function typeDate(user: UserEvent, scope: HTMLElement, label: string, text: string) {
  const input = within(scope).getByLabelText(label);
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
}

function studentWithoutWork(id: string) {
  const recipient = db.issuedRecipients.find((row) => row.issuedAssignmentId === id && db.submissions.get(row.id) === undefined);
  if (!recipient) throw new Error(`Everyone has work on ${id}`);
  return db.students.get(recipient.studentId)!.fullName;
}

describe('managing issued work', { timeout: 30_000 }, () => {
  it('changes the dates with the rules of assigning, and shows the new due date', async () => {
    const { user } = await openAssignment('ia-grading-2');
    await user.click(screen.getByRole('button', { name: 'Change dates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change dates' });
    expect(within(dialog).getByLabelText('Due date')).toHaveValue('04/12/2026');
    await typeDate(user, dialog, 'Due date', '19/11/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save dates' }));
    expect(await within(dialog).findByText('The due date cannot be before the start date.')).toBeInTheDocument();

    await typeDate(user, dialog, 'Due date', '11/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save dates' }));
    expect(await screen.findByText('Dates changed: from 20 Nov 2026, due 11 Dec 2026.', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Assignment settings' })).getByText('11 Dec 2026')).toBeInTheDocument();
    expect(db.issuedAssignments.get('ia-grading-2')?.dueDate).toBe('2026-12-11');
  });

  it('keeps the typed dates on a 409 and saves them over the other change once asked', async () => {
    const { user } = await openAssignment('ia-grading-2');
    await user.click(screen.getByRole('button', { name: 'Change dates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change dates' });
    // Someone else moved the due date after the page was opened.
    db.issuedAssignments.update('ia-grading-2', { dueDate: '2026-12-07', version: 1 });
    await typeDate(user, dialog, 'Due date', '11/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save dates' }));
    expect(await within(dialog).findByText('Someone else changed this assignment after you opened it. Reload it to see their changes.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Due date')).toHaveValue('11/12/2026');
    expect(db.issuedAssignments.get('ia-grading-2')?.dueDate).toBe('2026-12-07');

    await user.click(within(dialog).getByRole('button', { name: 'Keep mine and save again' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save dates' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save dates' }));
    expect(await screen.findByText('Dates changed: from 20 Nov 2026, due 11 Dec 2026.', {}, SLOW)).toBeInTheDocument();
    expect(db.issuedAssignments.get('ia-grading-2')).toMatchObject({ dueDate: '2026-12-11', version: 2 });
  });

  it('withdraws one student after a confirmation naming them; students with work offer no Withdraw', async () => {
    const { user } = await openAssignment('ia-grading-2');
    const name = studentWithoutWork('ia-grading-2');
    const table = await screen.findByRole('table', { name: 'Students' }, SLOW);
    const graded = within(table).getAllByRole('row').find((row) => within(row).queryByText('Graded') || within(row).queryByText('Submitted'));
    expect(graded && within(graded).queryByRole('button', { name: /^Withdraw from/ })).toBeNull();

    await user.click(within(table).getByRole('button', { name: `Withdraw from ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Withdraw from ${name}?` });
    expect(dialog).toHaveTextContent(`${name} will no longer have`);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(new RegExp(`^${name} no longer has “`), {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('link', { name })).not.toBeInTheDocument(), SLOW);
  });

  it('withdraws a class after a confirmation saying who keeps it with their work; a class whose students all have work is refused in the menu', async () => {
    const reached = () => db.issuedRecipients.filter((row) => row.issuedAssignmentId === 'ia-grading-2');
    const withWork = reached().filter((row) => db.submissions.get(row.id)?.attempt || db.submissions.get(row.id)?.gradedAt).length;
    const { user } = await openAssignment('ia-grading-2');
    await user.click(screen.getByRole('button', { name: 'Withdraw from a class' }));
    await user.click(await screen.findByRole('button', { name: 'Primary 5 Courage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw from Primary 5 Courage?' });
    expect(dialog).toHaveTextContent(`${reached().length - withWork} students of Primary 5 Courage who have not handed in will no longer have`);
    expect(dialog).toHaveTextContent(`${withWork} students with handed-in or graded work keep it, with their work.`);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/^Withdrawn from Primary 5 Courage: \d+ students no longer have/, {}, SLOW)).toBeInTheDocument();
    expect(reached()).toHaveLength(withWork);
  });

  it('says in the menu why a class whose students all have work cannot be withdrawn', async () => {
    const { user } = await openAssignment('ia-grading-1');
    await user.click(screen.getByRole('button', { name: 'Withdraw from a class' }));
    const integrity = await screen.findByRole('button', { name: /^Primary 6 Integrity/ });
    expect(integrity).toHaveAttribute('aria-disabled', 'true');
    expect(integrity).toHaveTextContent('Everyone in Primary 6 Integrity has handed-in or graded work on this assignment, so it stays with them.');
  });

  it('says before asking that graded work stops a deletion', async () => {
    await openAssignment('ia-grading-3');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByText(/^This assignment cannot be deleted: the graded work of \d+ students? would be lost\.$/)).toBeInTheDocument();
  });

  it('deletes work with no grade after a confirmation, and goes back to the list', async () => {
    const { user, router, title } = await openAssignment('ia-grading-4');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete “${title}”?` });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitForPath(router, '/assignments');
    expect(await screen.findByText(`Deleted “${title}”.`, {}, SLOW)).toBeInTheDocument();
    expect(db.issuedAssignments.get('ia-grading-4')).toBeUndefined();
  });

  it('says why when work was graded after the page opened, and then says it before asking', async () => {
    const { user, title } = await openAssignment('ia-grading-4');
    const recipient = db.issuedRecipients.find((row) => row.issuedAssignmentId === 'ia-grading-4')!;
    // A colleague grades one pupil (without a hand-in) while the page is open.
    db.submissions.insert({
      id: recipient.id,
      createdAt: recipient.createdAt,
      issuedAssignmentId: 'ia-grading-4',
      studentId: recipient.studentId,
      version: 2,
      submittedAt: null,
      gradedAt: '2026-11-27T01:00:00.000Z',
      attempt: 0,
      answers: [],
      marks: [],
      feedback: '',
      annotations: [],
      history: [],
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete “${title}”?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const refusal = 'This assignment cannot be deleted: the graded work of 1 student would be lost.';
    // The toast says why at once.
    expect(await screen.findByText(refusal, { selector: '.toast-body' }, SLOW)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled(), SLOW);
    expect(screen.getByText(refusal, { selector: 'p' })).toBeInTheDocument();
    expect(db.issuedAssignments.get('ia-grading-4')).toBeDefined();
  });

  it('offers none of it to a colleague who only reads the assignment', async () => {
    await openAssignment('ia-grading-2', 'homeroom');
    await screen.findByRole('table', { name: 'Students' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Change dates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Withdraw/ })).not.toBeInTheDocument();
  });
});
