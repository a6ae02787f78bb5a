import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { entryDraftKey, readEntryDraft } from '@/components/entry-grid/entry-drafts';
import { GRADE_BOUNDARIES_ORDER_MESSAGE } from '@/domain/gradebook/grade';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { call, getJson, signIn } from '@/mocks/test-client';
import { renderApp } from '../../../../tests/render-app';

const MATHS = 'sy-primary-4-courage-mathematics';
const url = (term: number) => `/gradebook/${MATHS}?term=${term}`;
const draftKey = (term: number) =>
  entryDraftKey({ userId: 'u-teacher', screen: 'gradebook', scope: `${MATHS}:term-${term}` });

async function openSheet(term = 1, account: 'teacher' | 'principal' = 'teacher') {
  const app = await renderApp({ user: account, url: url(term) });
  const table = await screen.findByRole(
    'table',
    { name: `Marks of Mathematics – Primary 4 Courage, term ${term}` },
    { timeout: 8000 },
  );
  const inputs = within(table).getAllByRole('textbox') as HTMLInputElement[];
  return { ...app, table, inputs };
}

const rowOf = (input: HTMLElement) => input.closest('tr') as HTMLTableRowElement;
/** What a sighted user reads in each cell of the row (text only for screen readers left out). */
const cellsOf = (input: HTMLElement) =>
  within(rowOf(input))
    .getAllByRole('cell')
    .map((cell) => {
      const copy = cell.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
      return copy.textContent;
    });

interface SheetCells {
  students: { id: string; fullName: string }[];
  assessments: { id: string; name: string }[];
  scores: { studentId: string; assessmentId: string; score: number | null; version: number }[];
  gradeBoundaries: { id: string; version: number; gradeAMin: number; gradeBMin: number; gradeCMin: number; gradeDMin: number };
}

/** The principal, on a page opened earlier, saves a mark through the API; answers the sheet as it was read. */
/** Another user (the principal unless said) saves one mark through the API while the sheet is open. */
async function someoneSaves(term: number, student: number, assessment: number, score: number, account: 'principal' | 'teacher' = 'principal') {
  const token = await signIn(account);
  const { body } = await getJson<SheetCells>(`/subject-years/${MATHS}/gradebook?term=${term}`, token);
  const studentId = body.students[student]!.id;
  const assessmentId = body.assessments[assessment]!.id;
  const read = body.scores.find((cell) => cell.studentId === studentId && cell.assessmentId === assessmentId)!;
  const response = await call(`/subject-years/${MATHS}/gradebook/scores`, {
    method: 'PUT',
    token,
    json: { term, scores: [{ studentId, assessmentId, score, version: read.version }] },
  });
  expect(response.status).toBe(200);
  return { sheet: body, studentId, assessmentId };
}

const storedMark = (assessmentId: string, studentId: string) => db.assessments.get(assessmentId)?.scores[studentId];

async function saveMarks(user: Awaited<ReturnType<typeof openSheet>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Save marks' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Save marks?' })).getByRole('button', { name: 'Save' }));
}

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } });
}

describe('gradebook mark sheet', () => {
  it('shows the term, the boundaries legend and computes score, final score and grade as marks are typed', async () => {
    const { user, inputs } = await openSheet(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Mathematics – Primary 4 Courage' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Term 1' })).toHaveAttribute('aria-current', 'page');
    const legend = screen.getByRole('list', { name: 'Grade legend' });
    expect(legend).toHaveTextContent('A75 and above');
    expect(legend).toHaveTextContent('B60 to below 75');
    expect(legend).toHaveTextContent('D40 to below 50');

    await user.clear(inputs[0]);
    await user.type(inputs[0], '40');
    await user.clear(inputs[1]);
    await user.type(inputs[1], '45.5{Enter}');
    expect(inputs[3]).toHaveFocus();
    // #, marks (inputs), term score, final score, grade
    expect(cellsOf(inputs[0]).slice(-3)).toEqual(['85.5', '85.5', 'A']);

    await user.clear(inputs[1]);
    await user.type(inputs[1], '12');
    expect(cellsOf(inputs[0]).slice(-3)).toEqual(['52', '52', 'C']);
    // A blank mark counts as 0, and the result says it is incomplete (issue 8).
    await user.clear(inputs[1]);
    expect(cellsOf(inputs[0]).slice(-3)).toEqual(['40*', '40*', 'D']);
    await user.clear(inputs[0]);
    expect(cellsOf(inputs[0]).slice(-3)).toEqual(['–', '–', '–']);
  });

  it('marks a term score built from a blank mark as incomplete: asterisk, tooltip, spoken word and legend', async () => {
    const { user, inputs } = await openSheet(2);
    await user.clear(inputs[0]);
    await user.clear(inputs[1]);
    await user.type(inputs[1], '45');
    const row = rowOf(inputs[0]);
    const cells = cellsOf(inputs[0]);
    expect(cells[cells.length - 3]).toBe('45*');
    expect(within(row).getAllByTitle(/^Incomplete: No mark for Continuous Assessment Term/)).toHaveLength(2);
    expect(within(row).getAllByText('(incomplete: No mark for Continuous Assessment Term', { exact: false })).toHaveLength(2);
    expect(
      screen.getByText('Incomplete: not every mark has been entered; a missing mark counts as 0.', { exact: false }),
    ).toBeInTheDocument();
    await user.type(inputs[0], '20');
    expect(within(row).queryByTitle(/^Incomplete: No mark/)).not.toBeInTheDocument();
  });

  it('flags an out-of-range mark, blocks Save and explains why', async () => {
    const { user, inputs } = await openSheet(1);
    await user.clear(inputs[0]);
    await user.type(inputs[0], '60');
    expect(inputs[0]).toHaveAttribute('aria-invalid', 'true');
    expect(within(rowOf(inputs[0])).getByText('Fix the highlighted mark')).toBeInTheDocument();
    expect(screen.getByText('Fix 1 invalid mark before saving.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save marks' })).toBeDisabled();
    expect(screen.getByText(/Marks are numbers from 0 to 50, with at most one decimal\./)).toBeInTheDocument();
  });

  it('saves only the changed marks once, after confirmation, and forgets the draft', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/gradebook/scores'))
        bodies.push(await request.clone().json());
    });
    const { user, inputs } = await openSheet(1);
    // Marks that differ from the seeded ones whatever the seed holds, so both count as changes.
    const first = inputs[0].value === '41' ? '40' : '41';
    const second = inputs[3].value === '7.5' ? '6.5' : '7.5';
    await user.clear(inputs[0]);
    await user.type(inputs[0], first);
    await user.clear(inputs[3]);
    await user.type(inputs[3], second);
    expect(screen.getByText('2 unsaved changes.')).toBeInTheDocument();
    expect(readEntryDraft(draftKey(1))).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save marks?' });
    expect(dialog).toHaveTextContent('Save 2 changed marks of Mathematics – Primary 4 Courage, term 1?');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Marks saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No unsaved changes.')).toBeInTheDocument());
    server.events.removeAllListeners();
    expect(bodies).toHaveLength(1);
    const body = bodies[0] as { term: number; scores: { score: number | null }[] };
    expect(body.term).toBe(1);
    expect(body.scores.map((score) => score.score)).toEqual([Number(first), Number(second)]);
    expect(readEntryDraft(draftKey(1))).toBeNull();
    expect(inputs[0]).toHaveValue(first);
    expect(inputs[0]).not.toHaveAttribute('data-changed');
  });

  it('keeps every typed mark on screen and in the draft when the save fails with a 500', async () => {
    server.use(
      http.put('*/api/subject-years/:id/gradebook/scores', () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    const { user, inputs } = await openSheet(1);
    await user.clear(inputs[0]);
    await user.type(inputs[0], '33');
    await user.clear(inputs[2]);
    await user.type(inputs[2], '44');
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save marks?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText('Database unavailable Your marks are still here; try again.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(inputs[0]).toHaveValue('33');
    expect(inputs[2]).toHaveValue('44');
    expect(screen.getByText('2 unsaved changes.')).toBeInTheDocument();
    expect(Object.values(readEntryDraft(draftKey(1)) ?? {})).toEqual(['33', '44']);
  });

  it('shows the server message of a 400 in the save dialog', async () => {
    server.use(
      http.put('*/api/subject-years/:id/gradebook/scores', () =>
        HttpResponse.json({ message: 'The score of Ann in Topical Test must be between 0 and 50.' }, { status: 400 }),
      ),
    );
    const { user, inputs } = await openSheet(1);
    await user.clear(inputs[0]);
    await user.type(inputs[0], '3');
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The score of Ann in Topical Test must be between 0 and 50\./)).toBeInTheDocument();
  });

  it('pastes a column from a spreadsheet into the cells below, flagging what is invalid', async () => {
    const { inputs } = await openSheet(1);
    paste(inputs[2], '10\r\n20.5\r\nabc\r\n');
    expect(inputs[2]).toHaveValue('10');
    expect(inputs[4]).toHaveValue('20.5');
    expect(inputs[6]).toHaveValue('abc');
    expect(inputs[6]).toHaveAttribute('aria-invalid', 'true');
    expect(
      await screen.findByText('1 pasted mark is not valid and is highlighted; fix it before saving.'),
    ).toBeInTheDocument();
  });

  it('fills the empty cells of a column, and asks before overwriting marks', async () => {
    const { user, inputs } = await openSheet(2);
    const firstColumn = inputs.filter((_, index) => index % 2 === 0);
    const emptyBefore = firstColumn.filter((input) => input.value === '');
    expect(emptyBefore.length).toBeGreaterThan(0);
    const form = screen.getByRole('form', { name: 'Fill a column' });
    await user.type(within(form).getByLabelText('Mark'), '25');
    await user.click(within(form).getByRole('button', { name: 'Fill' }));
    for (const input of emptyBefore) expect(input).toHaveValue('25');
    expect(screen.getByText(`${emptyBefore.length} unsaved changes.`)).toBeInTheDocument();

    await user.selectOptions(within(form).getByLabelText('Cells'), 'all');
    await user.clear(within(form).getByLabelText('Mark'));
    await user.type(within(form).getByLabelText('Mark'), '30');
    await user.click(within(form).getByRole('button', { name: 'Fill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Overwrite marks?' });
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(firstColumn.every((input) => input.value === '30')).toBe(true));
  });

  it('refuses to fill with an invalid mark', async () => {
    const { user } = await openSheet(1);
    const form = screen.getByRole('form', { name: 'Fill a column' });
    await user.type(within(form).getByLabelText('Mark'), '99');
    await user.click(within(form).getByRole('button', { name: 'Fill' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Marks are numbers from 0 to 50, with at most one decimal.',
    );
    expect(screen.getByText('No unsaved changes.')).toBeInTheDocument();
  });

  it('averages with the previous term in term 2 and shows it', async () => {
    const { inputs, user } = await openSheet(2);
    expect(screen.getByRole('columnheader', { name: 'Term 1 final' })).toBeInTheDocument();
    const cells = cellsOf(inputs[0]);
    // The previous term's final may itself be flagged incomplete ("71*").
    const previous = (cells[cells.length - 4] ?? '').replace('*', '');
    await user.clear(inputs[0]);
    await user.type(inputs[0], '30');
    await user.clear(inputs[1]);
    await user.type(inputs[1], '30');
    const expected = previous === '–' ? 60 : Math.round(((60 + Number(previous)) / 2) * 10) / 10;
    expect(cellsOf(inputs[0]).slice(-3, -1).map((cell) => cell?.replace('*', ''))).toEqual(['60', String(expected)]);
  });

  it('on a 409 names the marks someone else saved, saves nothing and keeps every typed mark; "Keep mine" saves them over', async () => {
    const { user, inputs } = await openSheet(1);
    const { sheet, studentId, assessmentId } = await someoneSaves(1, 0, 0, 22);
    const untouched = sheet.assessments[1]!.id;
    const before = storedMark(untouched, studentId);
    await user.clear(inputs[0]);
    await user.type(inputs[0], '11');
    const other = inputs[1].value === '33' ? '34' : '33';
    await user.clear(inputs[1]);
    await user.type(inputs[1], other);
    await saveMarks(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `Someone else saved the marks of ${sheet.students[0]!.fullName} (${sheet.assessments[0]!.name}) after you opened this sheet.`,
    );
    expect(alert).toHaveTextContent('Nothing was saved and your marks are still here.');
    expect(screen.queryByText('Marks saved.')).not.toBeInTheDocument();
    // The dialog fades out; on a busy machine it may still be leaving when the alert shows.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(inputs[0]).toHaveValue('11');
    expect(inputs[1]).toHaveValue(other);
    expect(Object.values(readEntryDraft(draftKey(1)) ?? {}).sort()).toEqual(['11', other].sort());
    expect(storedMark(assessmentId, studentId)).toBe(22);
    expect(storedMark(untouched, studentId)).toBe(before);

    await user.click(within(alert).getByRole('button', { name: 'Keep mine and save again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save marks?' });
    expect(dialog).toHaveTextContent('Save 2 changed marks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Marks saved.')).toBeInTheDocument();
    expect(storedMark(assessmentId, studentId)).toBe(11);
    expect(storedMark(untouched, studentId)).toBe(Number(other));
    expect(screen.queryByText(/Someone else saved/)).not.toBeInTheDocument();
  });

  it('on a 409 "Load theirs" shows the other mark and keeps the typed marks they did not touch', async () => {
    const { user, inputs } = await openSheet(1);
    await someoneSaves(1, 0, 0, 22);
    await user.clear(inputs[0]);
    await user.type(inputs[0], '11');
    const other = inputs[1].value === '33' ? '34' : '33';
    await user.clear(inputs[1]);
    await user.type(inputs[1], other);
    await saveMarks(user);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Load theirs' }));
    await waitFor(() => expect(inputs[0]).toHaveValue('22'));
    expect(inputs[0]).not.toHaveAttribute('data-changed');
    expect(inputs[1]).toHaveValue(other);
    expect(screen.getByText('1 unsaved change.')).toBeInTheDocument();
    expect(screen.queryByText(/Someone else saved/)).not.toBeInTheDocument();
  });

  it('still refuses a typed mark someone else saved first when the sheet reloaded meanwhile (after saving boundaries)', async () => {
    // Only the principal edits boundaries; the teacher of the subject saves the mark meanwhile.
    const { user, inputs } = await openSheet(1, 'principal');
    await user.clear(inputs[0]);
    await user.type(inputs[0], '11');
    const { studentId, assessmentId } = await someoneSaves(1, 0, 0, 22, 'teacher');
    await user.click(await screen.findByRole('button', { name: 'Edit boundaries' }));
    const form = screen.getByRole('form', { name: 'Grade boundaries' });
    await user.clear(within(form).getByLabelText('A from'));
    await user.type(within(form).getByLabelText('A from'), '85');
    await user.click(within(form).getByRole('button', { name: 'Save boundaries' }));
    expect(await screen.findByRole('list', { name: 'Grade legend' })).toHaveTextContent('A85 and above');
    expect(inputs[0]).toHaveValue('11');
    await saveMarks(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Someone else saved the marks of/);
    expect(storedMark(assessmentId, studentId)).toBe(22);
  });

  it('on a 409 for grade boundaries keeps the typed values, explains, and saves them over with "Keep mine"', async () => {
    // The principal's other tab saves first: only the year's principal edits boundaries.
    const { user } = await openSheet(1, 'principal');
    await user.click(await screen.findByRole('button', { name: 'Edit boundaries' }));
    const principal = await signIn('principal');
    const { body } = await getJson<SheetCells>(`/subject-years/${MATHS}/gradebook?term=1`, principal);
    const { id, version, gradeBMin, gradeCMin, gradeDMin } = body.gradeBoundaries;
    const theirs = await call(`/grade-boundaries/${id}`, {
      method: 'PUT',
      token: principal,
      json: { gradeAMin: 90, gradeBMin, gradeCMin, gradeDMin, version },
    });
    expect(theirs.status).toBe(200);

    const form = screen.getByRole('form', { name: 'Grade boundaries' });
    const aField = within(form).getByLabelText('A from');
    await user.clear(aField);
    await user.type(aField, '85');
    await user.click(within(form).getByRole('button', { name: 'Save boundaries' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed these grade boundaries after you opened them.');
    expect(aField).toHaveValue(85);
    expect(db.gradeBoundaries.get(id)?.gradeAMin).toBe(90);
    expect(screen.queryByText('Grade boundaries saved.')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(within(form).queryByRole('alert')).not.toBeInTheDocument());
    expect(aField).toHaveValue(85);
    await user.click(within(form).getByRole('button', { name: 'Save boundaries' }));
    expect(await screen.findByText('Grade boundaries saved.')).toBeInTheDocument();
    expect(db.gradeBoundaries.get(id)?.gradeAMin).toBe(85);
  });

  it('on a 409 for grade boundaries "Load theirs" puts their values in the form', async () => {
    // The principal's other tab saves first: only the year's principal edits boundaries.
    const { user } = await openSheet(1, 'principal');
    await user.click(await screen.findByRole('button', { name: 'Edit boundaries' }));
    const principal = await signIn('principal');
    const { body } = await getJson<SheetCells>(`/subject-years/${MATHS}/gradebook?term=1`, principal);
    const { id, version, gradeBMin, gradeCMin, gradeDMin } = body.gradeBoundaries;
    await call(`/grade-boundaries/${id}`, { method: 'PUT', token: principal, json: { gradeAMin: 90, gradeBMin, gradeCMin, gradeDMin, version } });
    const form = screen.getByRole('form', { name: 'Grade boundaries' });
    await user.clear(within(form).getByLabelText('A from'));
    await user.type(within(form).getByLabelText('A from'), '85');
    await user.click(within(form).getByRole('button', { name: 'Save boundaries' }));
    await user.click(within(await within(form).findByRole('alert')).getByRole('button', { name: 'Load theirs' }));
    await waitFor(() => expect(within(form).getByLabelText('A from')).toHaveValue(90));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a draft across a reload and offers to discard it', async () => {
    const first = await openSheet(1);
    await first.user.clear(first.inputs[0]);
    await first.user.type(first.inputs[0], '12');
    first.unmount();

    const { user, inputs } = await openSheet(1);
    expect(inputs[0]).toHaveValue('12');
    expect(
      screen.getByText(/1 unsaved mark from your last visit was restored from this browser\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => expect(inputs[0]).not.toHaveValue('12'));
    expect(readEntryDraft(draftKey(1))).toBeNull();
  });

  it('asks before leaving with unsaved marks, including for another term', async () => {
    const { user, inputs, router } = await openSheet(1);
    await user.clear(inputs[0]);
    await user.type(inputs[0], '5');
    await user.click(screen.getByRole('link', { name: 'Term 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.search).toBe('?term=1');
    expect(inputs[0]).toHaveValue('5');
  });

  it("offers the boundaries' edit only to the current year's principal, not to the subject's teacher (issue 19, scope 2)", async () => {
    await openSheet(1);
    expect(screen.getByRole('list', { name: 'Grade legend' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit boundaries' })).not.toBeInTheDocument();
  });

  it('lets the principal edit the grade boundaries, validating their order first', async () => {
    const { user } = await openSheet(1, 'principal');
    await user.click(await screen.findByRole('button', { name: 'Edit boundaries' }));
    const form = screen.getByRole('form', { name: 'Grade boundaries' });
    const aField = within(form).getByLabelText('A from');
    await user.clear(aField);
    await user.type(aField, '55');
    await user.click(within(form).getByRole('button', { name: 'Save boundaries' }));
    expect(await within(form).findByText(GRADE_BOUNDARIES_ORDER_MESSAGE)).toBeInTheDocument();

    await user.clear(aField);
    await user.type(aField, '85');
    await user.click(within(form).getByRole('button', { name: 'Save boundaries' }));
    expect(await screen.findByText('Grade boundaries saved.')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Grade legend' })).toHaveTextContent('A85 and above');
  });

  it('lets a user without update permission read the marks but not change them', async () => {
    const teacher = db.users.find((row) => row.id === 'u-teacher')!;
    db.users.update(teacher.id, {
      permissions: teacher.permissions.filter((p) => !(p.subject === 'StudentReport' && p.action === 'update')),
    });
    const { inputs } = await openSheet(1);
    expect(inputs[0]).toHaveAttribute('readonly');
    const before = inputs[2].value;
    paste(inputs[0], '1\n2\n3');
    expect(inputs[2]).toHaveValue(before);
    expect(screen.getByText('You may view these marks but not change them.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save marks' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Edit boundaries' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('form', { name: 'Fill a column' })).getByRole('button', { name: 'Fill' }),
    ).toBeDisabled();
  });

  it('exports the marks on screen with their results as CSV', async () => {
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:marks';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    try {
      const { user, inputs } = await openSheet(1);
      await user.clear(inputs[0]);
      await user.type(inputs[0], '40');
      await user.clear(inputs[1]);
      await user.type(inputs[1], '45');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(downloads).toEqual(['gradebook-Mathematics – Primary 4 Courage-term-1.csv']);
      const lines = (await blobs[0].text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(
        'Student,Continuous Assessment (out of 50),Topical Test (out of 50),Term score,Final score,Grade,Incomplete',
      );
      const student = within(rowOf(inputs[0])).getByRole('rowheader').textContent;
      expect(lines[1]).toBe(`${student},40,45,85,85,A,`);
      await user.clear(inputs[0]);
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      const again = (await blobs[1].text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(again[1]).toBe(`${student},,45,45,45,D,No mark for Continuous Assessment`);
      expect(lines).toHaveLength(inputs.length / 2 + 1);
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it('shows a clear error with Retry when the marks cannot load', async () => {
    server.use(http.get('*/api/subject-years/:id/gradebook', () => new HttpResponse(null, { status: 500 })));
    await renderApp({ user: 'teacher', url: url(1) });
    expect(await screen.findByText('Could not load the marks.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
