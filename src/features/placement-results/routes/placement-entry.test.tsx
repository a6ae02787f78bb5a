import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { call, signIn } from '@/mocks/test-client';
import { renderApp } from '../../../../tests/render-app';

const NOT_PRINCIPAL = "You're not authorized to edit this page because you're not the current academic year's principal.";
const P1 = 'programmeId=mp-academic&masterLevelId=ml-primary1';
const LONG = { timeout: 5000 };

/** The screen opens the most recent test day of the level. */
const LATEST_TEST_DAY = '2026-11-28';
const testDayOf = (studentId: string) => db.placementTestSchedules.find((row) => row.studentId === studentId)?.date;

/** The first Primary 1 applicants of the principal's branch tested on `day`, in the grid's order (by full name). */
function firstApplicants(day = LATEST_TEST_DAY, count = 5) {
  const compare = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });
  return db.studentAdmissions
    .filter((row) => row.branchId === 'br-1' && row.masterLevelId === 'ml-primary1' && testDayOf(row.studentId) === day)
    .map((row) => ({ admission: row, name: db.applicants.get(row.studentId)!.fullName }))
    .sort((a, b) => compare(a.name, b.name) || a.admission.id.localeCompare(b.admission.id))
    .slice(0, count);
}
const resultOf = (studentId: string) => {
  const schedule = db.placementTestSchedules.find((row) => row.studentId === studentId)!;
  return db.placementTestResults.find((row) => row.placementTestScheduleId === schedule.id);
};

/** How many entries each bulk save sends; the demo backend still answers (the spy returns nothing). */
function countBulkEntries(): number[] {
  const sent: number[] = [];
  server.use(
    http.post('*/api/placement-test-results/bulk', async ({ request }) => {
      const body = (await request.clone().json()) as { placementTestResults: unknown[] };
      sent.push(body.placementTestResults.length);
    }),
  );
  return sent;
}

async function openEntry(query: string) {
  const app = await renderApp({ user: 'principal', url: `/placement-test-results/add?${query}` });
  await screen.findByRole('group', { name: 'Filters' }, LONG);
  return app;
}

describe('Add Test / Final Result screen', () => {
  it('asks for the filters first, with branch and year defaulted to the principal’s', async () => {
    await openEntry('');
    expect(await screen.findByText('Please complete all of the filters above first.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Subject Test Result', level: 1 })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Orchard Campus', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('2026/2027', {}, LONG)).toBeInTheDocument();
  });

  it('says when the level has no placement test setting', async () => {
    await openEntry('programmeId=mp-academic&masterLevelId=ml-junior-college1');
    expect(await screen.findByText('Placement test setting is not found. Please contact administration to add it first', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('grades subject tests by keyboard and submits only scored entries after confirmation', async () => {
    const { user } = await openEntry(`resultType=test&${P1}`);
    const [first, second] = firstApplicants();
    const english = await screen.findByRole('textbox', { name: `English score for ${first!.name}` }, LONG);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Student', 'Test date', 'English', 'Mathematics', 'Chinese']);
    // The test date as the school writes dates, never ISO (issue 21 §20).
    expect(english.closest('tr')).toHaveTextContent('28 Nov 2026');
    expect(english.closest('tr')).not.toHaveTextContent(LATEST_TEST_DAY);
    await user.clear(english);
    await user.type(english, '91{Enter}');
    const below = screen.getByRole('textbox', { name: `English score for ${second!.name}` });
    expect(below).toHaveFocus();
    await user.clear(below);
    await user.type(below, '64{ArrowRight}');
    expect(screen.getByRole('textbox', { name: `Mathematics score for ${second!.name}` })).toHaveFocus();
    expect(screen.getByText('2 unsaved changes, kept in this browser until you submit.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit placement test results' });
    expect(dialog).toHaveTextContent('Save the scores of 2 students?');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Successfully Graded Placement Tests', {}, LONG)).toBeInTheDocument();
    expect(resultOf(first!.admission.studentId)!.subjectTestScores.find((item) => item.subject === 'English')!.score).toBe(91);
    expect(resultOf(second!.admission.studentId)!.subjectTestScores.find((item) => item.subject === 'English')!.score).toBe(64);
    await waitFor(() => expect(screen.getByText('No unsaved changes.')).toBeInTheDocument());
  });

  it('refuses invalid scores and sends nothing', async () => {
    const { user } = await openEntry(`resultType=interview&${P1}`);
    const [first] = firstApplicants();
    const cell = await screen.findByRole('textbox', { name: `Score for ${first!.name}` }, LONG);
    expect(screen.getByRole('columnheader', { name: 'Notes' })).toBeInTheDocument();
    await user.clear(cell);
    await user.type(cell, '120');
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/^Some scores are not valid/)).toBeInTheDocument();
    expect(screen.getByText(`Score for ${first!.name}: Score must be at most 100.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cell).toHaveFocus();
  });

  it('says which remark is too long instead of calling it an invalid score, and sends nothing', async () => {
    const { user } = await openEntry(`resultType=observation&${P1}`);
    const [first] = firstApplicants();
    const remark = await screen.findByRole('textbox', { name: `Remark for ${first!.name}` }, LONG);
    await user.clear(remark);
    await user.click(remark);
    await user.paste('x'.repeat(2001));
    expect(remark).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Some scores are not valid/)).toBeNull();
    expect(screen.getByText('Some remarks are too long: a remark is at most 2,000 characters. Fix the highlighted cells first.')).toBeInTheDocument();
    expect(screen.getByText(`Remark for ${first!.name}: 2,001 characters, at most 2,000.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remark).toHaveFocus();
  });

  it('keeps typed values and the browser draft when saving fails, and gives them back on a new visit', async () => {
    const { user, unmount, unregister } = await openEntry(`resultType=observation&${P1}`);
    const [first] = firstApplicants();
    expect(screen.getByRole('heading', { name: 'Observation Result', level: 1 })).toBeInTheDocument();
    const score = await screen.findByRole('textbox', { name: `Score for ${first!.name}` }, LONG);
    const remark = screen.getByRole('textbox', { name: `Remark for ${first!.name}` });
    await user.clear(score);
    await user.type(score, '77');
    await user.clear(remark);
    await user.type(remark, 'Settled in quickly');
    server.use(http.post('*/api/placement-test-results/bulk', () => HttpResponse.json({ message: 'Server is down for maintenance.' }, { status: 503 })));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Server is down for maintenance.')).toBeInTheDocument();
    expect(score).toHaveValue('77');
    expect(remark).toHaveValue('Settled in quickly');
    const draftKeys = Object.keys(window.localStorage).filter((key) => key.startsWith('entry-draft:'));
    expect(draftKeys).toHaveLength(1);

    unregister();
    unmount();
    await openEntry(`resultType=observation&${P1}`);
    expect(await screen.findByRole('textbox', { name: `Score for ${first!.name}` }, LONG)).toHaveValue('77');
    expect(screen.getByRole('textbox', { name: `Remark for ${first!.name}` })).toHaveValue('Settled in quickly');
  });

  // Issue 8, item 5: an expired session no longer leaves the page; the same user signs in again in place.
  it('keeps the typed scores through an expired session: sign in again in place, then submit', async () => {
    const { user, router } = await openEntry(`resultType=reportCard&${P1}`);
    const [first] = firstApplicants();
    const score = await screen.findByRole('textbox', { name: `Score for ${first!.name}` }, LONG);
    await user.clear(score);
    await user.type(score, '59');
    window.localStorage.setItem('portal.accessToken', 'expired-token');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    const signIn = await screen.findByRole('dialog', { name: 'Your session has ended' }, LONG);
    expect(router.state.location.pathname).toBe('/placement-test-results/add');
    expect(score).toHaveValue('59');
    const drafts = Object.entries(window.localStorage).filter(([key]) => key.startsWith('entry-draft:'));
    expect(drafts).toHaveLength(1);
    expect(drafts[0]![1]).toContain('59');

    await user.type(within(signIn).getByLabelText('Password'), 'Demo@2026');
    await user.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your session has ended' })).not.toBeInTheDocument(), LONG);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Successfully Graded Placement Tests', {}, LONG)).toBeInTheDocument();
  });

  it('final mode shows every part side by side and finishes ticked rows after warning about missing scores', async () => {
    const { user } = await openEntry(`resultType=final&${P1}&pageSize=5`);
    const applicants = firstApplicants();
    await screen.findByRole('checkbox', { name: `Select ${applicants[0]!.name}` }, LONG);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['', 'Student', 'English', 'Mathematics', 'Chinese', 'Test Score', 'Observation score · remark', 'Interview score · remark', 'Report Card score · remark', 'Status']);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select all students on this page' }));
    const bar = screen.getByRole('region', { name: 'Finish' });
    expect(bar).toHaveTextContent('5 student(s)');
    await user.selectOptions(within(bar).getByLabelText('Final status'), 'WAITING');
    await user.click(within(bar).getByRole('button', { name: 'Finish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish placement tests' });
    const incomplete = applicants.filter(({ admission }) => {
      const result = resultOf(admission.studentId);
      return !result || result.testScore === null || result.interviewScore === null;
    });
    expect(incomplete.length).toBeGreaterThan(0);
    expect(dialog).toHaveTextContent(`${incomplete.length} of them have no test or interview score yet:`);
    await user.click(within(dialog).getByRole('button', { name: 'Finish anyway' }));
    expect(await screen.findByText('Successfully Finalized Placement Test!', {}, LONG)).toBeInTheDocument();
    for (const { admission } of applicants) expect(resultOf(admission.studentId)!.ptResultStatus).toBe('WAITING');
  });

  it('opens an applicant’s result history from their row in the grid and in final mode; no result, no history', async () => {
    const [scored, unscored] = firstApplicants();
    const result = resultOf(scored!.admission.studentId)!;
    db.placementTestResults.remove(resultOf(unscored!.admission.studentId)?.id ?? '');
    const saved = await call('/placement-test-results/bulk', {
      method: 'POST',
      token: await signIn('principal'),
      json: { placementTestResults: [{ id: result.id, interviewScore: 77 }] },
    });
    expect(saved.status).toBe(200);
    const title = `History of Placement test result · ${scored!.name}`;
    const change = `Interview score: ${result.interviewScore ?? 'blank'} → 77`;

    const { user } = await openEntry(`resultType=interview&${P1}`);
    const score = await screen.findByRole('textbox', { name: `Score for ${scored!.name}` }, LONG);
    expect(within(screen.getByRole('textbox', { name: `Score for ${unscored!.name}` }).closest('tr')!).queryByRole('button')).toBeNull();
    // The button is beside the name, outside the cells: arrows still move from cell to cell.
    await user.click(score);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('textbox', { name: `Notes for ${scored!.name}` })).toHaveFocus();
    await user.click(within(score.closest('tr')!).getByRole('button', { name: title }));
    let dialog = await screen.findByRole('dialog', { name: title });
    expect((await within(dialog).findByText(change, {}, LONG)).closest('.record-history-entry')).toHaveTextContent('Mdm Siti Rahmah');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    cleanup();
    const final = await openEntry(`resultType=final&${P1}&pageSize=5`);
    const row = (await screen.findByRole('checkbox', { name: `Select ${scored!.name}` }, LONG)).closest('tr')!;
    await final.user.click(within(row).getByRole('button', { name: title }));
    dialog = await screen.findByRole('dialog', { name: title });
    expect(await within(dialog).findByText(change, {}, LONG)).toBeInTheDocument();
  });

  // Issue 21 §16: one draft spans the pages of the filters.
  it('pages through the grid without asking, keeps every page’s scores, counts them all and submits them in one confirmation', async () => {
    const day = '2026-11-21';
    const onDay = firstApplicants(day, 30);
    const onPageOne = onDay[0]!;
    const onPageTwo = onDay[25]!;
    const notesBefore = resultOf(onPageOne.admission.studentId)?.interviewNotes ?? null;
    const { user } = await openEntry(`resultType=interview&${P1}&date=${day}`);
    expect(await screen.findByText('Showing 1–25 of 67', {}, LONG)).toBeInTheDocument();
    const first = await screen.findByRole('textbox', { name: `Score for ${onPageOne.name}` }, LONG);
    await user.clear(first);
    await user.type(first, '12.25');
    expect(screen.getByText('1 unsaved change, kept in this browser until you submit.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    const later = await screen.findByRole('textbox', { name: `Score for ${onPageTwo.name}` }, LONG);
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
    expect(screen.getByText('1 unsaved change, all on other pages, kept in this browser until you submit.')).toBeInTheDocument();
    await user.clear(later);
    await user.type(later, '13.75');
    expect(screen.getByText('2 unsaved changes, 1 of them on other pages, kept in this browser until you submit.')).toBeInTheDocument();

    const sent = countBulkEntries();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit placement test results' }, LONG);
    expect(dialog).toHaveTextContent('Save the scores of 2 students?');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Successfully Graded Placement Tests', {}, LONG)).toBeInTheDocument();
    expect(sent).toEqual([2]);
    expect(resultOf(onPageOne.admission.studentId)!.interviewScore).toBe(12.25);
    expect(resultOf(onPageOne.admission.studentId)!.interviewNotes).toBe(notesBefore);
    expect(resultOf(onPageTwo.admission.studentId)!.interviewScore).toBe(13.75);
    await waitFor(() => expect(screen.getByText('No unsaved changes.')).toBeInTheDocument());
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('entry-draft:'))).toEqual([]);
  });

  it('still asks before leaving the screen while another page holds unsent scores', async () => {
    const day = '2026-11-21';
    const onDay = firstApplicants(day, 30);
    const { user, router } = await openEntry(`resultType=interview&${P1}&date=${day}`);
    const first = await screen.findByRole('textbox', { name: `Score for ${onDay[0]!.name}` }, LONG);
    await user.clear(first);
    await user.type(first, '12.25');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('textbox', { name: `Score for ${onDay[25]!.name}` }, LONG);
    expect(screen.getByText('1 unsaved change, all on other pages, kept in this browser until you submit.')).toBeInTheDocument();
    await act(() => router.navigate('/placement-test-results'));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/placement-test-results/add');
  });

  // Issue 21 §17: the question counts the students whose values differ from the server's.
  it('asks about the one student changed, not every scored student of the page, and sends only that one', async () => {
    const { user } = await openEntry(`resultType=interview&${P1}`);
    const [first, ...others] = firstApplicants(LATEST_TEST_DAY, 25);
    expect(others.some(({ admission }) => resultOf(admission.studentId)?.interviewScore != null)).toBe(true);
    const cell = await screen.findByRole('textbox', { name: `Score for ${first!.name}` }, LONG);
    await user.clear(cell);
    await user.type(cell, '12.25');
    const sent = countBulkEntries();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit placement test results' });
    expect(within(dialog).getByText('Save the scores of 1 student?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Successfully Graded Placement Tests', {}, LONG)).toBeInTheDocument();
    expect(sent).toEqual([1]);
  });

  it('keeps a changed student without a score as a draft, and says so before sending the others', async () => {
    const { user } = await openEntry(`resultType=interview&${P1}`);
    const [first, second] = firstApplicants();
    const score = await screen.findByRole('textbox', { name: `Score for ${first!.name}` }, LONG);
    await user.clear(score);
    await user.type(score, '12.25');
    const unscored = screen.getByRole('textbox', { name: `Score for ${second!.name}` });
    await user.clear(unscored);
    const notes = screen.getByRole('textbox', { name: `Notes for ${second!.name}` });
    await user.clear(notes);
    await user.type(notes, 'Absent on the day');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit placement test results' });
    expect(dialog).toHaveTextContent('Save the scores of 1 student? 1 other changed student has no score: their typed values are not sent and stay a draft.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Successfully Graded Placement Tests', {}, LONG)).toBeInTheDocument();
    expect(notes).toHaveValue('Absent on the day');
    expect(screen.getByText(/^\d+ unsaved changes?, kept in this browser until you submit\.$/)).toBeInTheDocument();
  });

  it('asks for at least one score before submitting', async () => {
    for (const row of db.placementTestResults.all()) db.placementTestResults.update(row.id, { interviewScore: null });
    const { user } = await openEntry(`resultType=interview&${P1}`);
    await screen.findByRole('textbox', { name: `Score for ${firstApplicants()[0]!.name}` }, LONG);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Enter at least one score before submitting.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the level’s placement test has no part of this type', async () => {
    await openEntry('resultType=reportCard&programmeId=mp-early-years&masterLevelId=ml-nursery');
    expect(await screen.findByText('This level’s placement test has no Report Card Result.'.replace('’', "'"), {}, LONG)).toBeInTheDocument();
  });

  it('pages the students of a test day on the server, so every page is full and the count is the day’s (final and test mode)', async () => {
    const day = '2026-11-21';
    const onDay = firstApplicants(day, 30);
    const first = await openEntry(`resultType=final&${P1}&date=${day}`);
    await screen.findByRole('checkbox', { name: `Select ${onDay[0]!.name}` }, LONG);
    expect(screen.getByText('Showing 1–25 of 67')).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 26–50 of 67', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: `Select ${onDay[25]!.name}` }, LONG)).toBeInTheDocument();
    first.unmount();

    await openEntry(`resultType=final&${P1}&date=${day}&page=13&pageSize=5`);
    expect(await screen.findByText('Showing 66–67 of 67', {}, LONG)).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: /^Select (?!all)/ })).toHaveLength(2);
    cleanup();

    await openEntry(`resultType=interview&${P1}&date=${day}&pageSize=200`);
    expect(await screen.findByText('Showing 1–67 of 67', {}, LONG)).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^Score for / })).toHaveLength(67);
  });

  it('offers the level’s test days with their students, opens the most recent, and hides the pager when a day has none', async () => {
    const { user, router } = await openEntry(`resultType=interview&${P1}`);
    const select = await screen.findByRole('combobox', { name: 'Test date' }, LONG);
    await waitFor(() => expect(select).toBeEnabled(), LONG);
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      '28 Nov 2026 (66 students)',
      '21 Nov 2026 (67 students)',
      '14 Nov 2026 (67 students)',
      'All test dates',
    ]);
    expect(select).toHaveValue('2026-11-28');
    expect(await screen.findByText('Showing 1–25 of 66', {}, LONG)).toBeInTheDocument();
    await user.selectOptions(select, '2026-11-14');
    expect(router.state.location.search).toContain('date=2026-11-14');
    expect(await screen.findByText('Showing 1–25 of 67', {}, LONG)).toBeInTheDocument();
    await user.selectOptions(select, 'any');
    expect(await screen.findByText('Showing 1–25 of 200', {}, LONG)).toBeInTheDocument();
    cleanup();

    await openEntry(`resultType=interview&${P1}&date=2026-11-23`);
    expect(await screen.findByText('No admitted student of this level has a placement test on this date.', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Test date' })).toHaveDisplayValue('23 Nov 2026 (no tests)');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.queryByText('No rows')).toBeNull();
  });

  it('shows a loading indicator while the positions load', async () => {
    server.use(http.get('*/api/employee-positions/mine', async () => {
      await delay('infinite');
      return HttpResponse.json({ data: [] });
    }));
    await renderApp({ user: 'principal', url: `/placement-test-results/add?${P1}` });
    expect(await screen.findByRole('status', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull();
  });

  it('tells a non-principal why, and shows nothing else', async () => {
    await renderApp({ user: 'homeroom', url: `/placement-test-results/add?${P1}` });
    expect(await screen.findByText(NOT_PRINCIPAL, {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull();
  });
});
