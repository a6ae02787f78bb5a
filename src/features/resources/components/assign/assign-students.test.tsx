import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { setDemoNow } from '@/mocks/clock';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../../tests/render-app';

// The demo backend serves classes and students; the resources answers are fixed here so each case
// controls exactly what the server says (duplicates, a slow or refused POST).
// Whole-app renders with 500 ms debounced searches; a loaded 2-core machine needs more than the default wait.
const SLOW = { timeout: 10_000 };
const P4 = { id: 'cy-primary-4-courage', name: 'Primary 4 Courage' };
const P5 = { id: 'cy-primary-5-courage', name: 'Primary 5 Courage' };
const REVIEW_COUNTS = { created: 0, onReview: 0, new: 0, revision: 0, approved: 0, final: 1 };
const SUBJECT = {
  id: 'sy-p4-math', name: 'Mathematics', subject: { id: 'sub-math', name: 'Mathematics' }, classYear: P4,
  masterLevel: { id: 'ml-primary4', name: 'Primary 4', order: 9 }, academicYearId: 'ay-2026',
  chaptersCount: 1, lessonsCount: 1, assignmentsCount: 1, reviewCounts: REVIEW_COUNTS,
};
const CHAPTER = { id: 'ch-fractions', subjectId: SUBJECT.id, name: 'Fractions', order: 0, lessonsCount: 1, assignmentsCount: 1, issuedCount: 0, subject: SUBJECT };
const LESSON = {
  id: 'ls-adding', kind: 'lesson', chapterId: CHAPTER.id, subjectId: SUBJECT.id, name: 'Adding fractions', reviewStatus: 'final',
  materialsCount: 4, updatedAt: '2026-11-20T02:00:00.000Z', updatedBy: { id: 'u-teacher', name: 'Mr Lim' }, hasPublishedVersion: true,
};

function students(classYearId: string) {
  return db.students.filter((student) => student.classYearId === classYearId).sort((a, b) => a.fullName.localeCompare(b.fullName));
}

function stubResources() {
  server.use(
    http.get('*/api/assignable-contents', () => HttpResponse.json({ data: [LESSON], count: 1 })),
    http.get('*/api/assignable-contents/:id', ({ params }) =>
      params.id === LESSON.id ? HttpResponse.json(LESSON) : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ),
    http.get('*/api/chapters/:id', () => HttpResponse.json(CHAPTER)),
  );
}

/** Two of P4 through the class, and one of them again plus one of P5 named singly. */
function stubRecipients() {
  const [first, second] = students(P4.id);
  const [other] = students(P5.id);
  const calls: URLSearchParams[] = [];
  server.use(
    http.get('*/api/assignments/recipients', ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      const row = (student: { id: string; fullName: string }, classYear: typeof P4) => ({ id: student.id, fullName: student.fullName, classYear });
      const data = [row(first!, P4), row(second!, P4), row(second!, P4), row(other!, P5)];
      return HttpResponse.json({ data, count: data.length, alreadyAssigned: [] });
    }),
  );
  return { first: first!, second: second!, other: other!, calls };
}

async function pick(user: UserEvent, label: string, search: string, option: string | RegExp) {
  const box = screen.getByRole('combobox', { name: label });
  await user.click(box);
  await user.type(box, search);
  await user.click(await screen.findByRole('option', { name: option }, SLOW));
  await user.keyboard('{Escape}');
}

async function typeDate(user: UserEvent, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
}

async function fillForm(user: UserEvent, studentName: string) {
  await pick(user, 'Lesson or assignment', 'adding', /Adding fractions/);
  await pick(user, 'Classes', 'Primary 4', 'Primary 4 Courage');
  await pick(user, 'Individual students', studentName, studentName);
  await typeDate(user, 'Start date', '24/11/2026');
  await typeDate(user, 'Due date', '1/12/2026');
}

async function openAssign() {
  const app = await renderApp({ user: 'teacher', url: '/resources/assign' });
  await screen.findByRole('heading', { level: 1, name: 'Assign students' }, SLOW);
  return app;
}

describe('/resources/assign', { timeout: 30_000 }, () => {
  it('shows the schema’s messages on the fields they concern', async () => {
    stubResources();
    const { user } = await openAssign();
    await user.click(screen.getByRole('button', { name: 'Review recipients' }));
    expect(await screen.findByText('Choose a lesson or assignment.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Due date is required.')).toBeInTheDocument();

    await pick(user, 'Lesson or assignment', 'adding', /Adding fractions/);
    expect(await screen.findByText('Lesson · Fractions · Mathematics, Primary 4 Courage', {}, SLOW)).toBeInTheDocument();
    await typeDate(user, 'Start date', '25/11/2026');
    await typeDate(user, 'Due date', '24/11/2026');
    await user.click(screen.getByRole('button', { name: 'Review recipients' }));
    expect(await screen.findByText('Choose at least one class or student.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('The due date cannot be before the start date.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reviews the recipients grouped by class, each student once', async () => {
    stubResources();
    const { first, second, other, calls } = stubRecipients();
    const { user } = await openAssign();
    await fillForm(user, other.fullName);
    await user.click(screen.getByRole('button', { name: 'Review recipients' }));

    const dialog = await screen.findByRole('dialog', { name: 'Review recipients' });
    expect(await within(dialog).findByText('3 students will receive it, from 2 classes.', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByText('Adding fractions')).toBeInTheDocument();
    expect(within(dialog).getByText('From 24 Nov 2026, due 1 Dec 2026')).toBeInTheDocument();
    const p4 = within(dialog).getByRole('region', { name: /Primary 4 Courage/ });
    expect(within(p4).getAllByRole('listitem').map((item) => item.textContent)).toEqual([first.fullName, second.fullName]);
    const p5 = within(dialog).getByRole('region', { name: /Primary 5 Courage/ });
    expect(within(p5).getAllByRole('listitem').map((item) => item.textContent)).toEqual([other.fullName]);
    expect(calls.at(-1)?.get('classYearIds')).toBe(P4.id);
    expect(calls.at(-1)?.get('studentIds')).toBe(other.id);
  });

  it('disables Assign while sending, sends once on a double click, then links to /assignments', async () => {
    stubResources();
    const { other } = stubRecipients();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/assignments', async ({ request }) => {
        bodies.push(await request.json());
        await delay(300);
        return HttpResponse.json({ id: 'ia-new', studentsCount: 3 }, { status: 201 });
      }),
    );
    const { user } = await openAssign();
    await fillForm(user, other.fullName);
    await user.click(screen.getByRole('button', { name: 'Review recipients' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review recipients' });
    await within(dialog).findByText('3 students will receive it, from 2 classes.', {}, SLOW);

    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    await user.dblClick(assign);
    await waitFor(() => expect(assign).toBeDisabled());
    expect(await screen.findByText('Assigned “Adding fractions” to 3 students.', {}, SLOW)).toBeInTheDocument();
    expect(bodies).toEqual([
      { sourceType: 'lesson', sourceId: LESSON.id, classYearIds: [P4.id], studentIds: [other.id], startDate: '2026-11-24', dueDate: '2026-12-01' },
    ]);
    expect(screen.getByRole('link', { name: 'See it on Assignments' })).toHaveAttribute('href', '/assignments?title=Adding+fractions');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps Assign off while the recipients of a changed choice load, so the previous answer is never assigned', async () => {
    stubResources();
    const [first, second] = students(P4.id);
    const [other, another] = students(P5.id);
    let calls = 0;
    server.use(
      http.get('*/api/assignments/recipients', async () => {
        calls += 1;
        if (calls > 1) await delay(1500);
        const data = [first!, second!].map((student) => ({ id: student.id, fullName: student.fullName, classYear: P4 }));
        return HttpResponse.json({ data, count: data.length, alreadyAssigned: [] });
      }),
    );
    const { user } = await openAssign();
    await fillForm(user, other!.fullName);
    await user.click(screen.getByRole('button', { name: 'Review recipients' }));
    let dialog = await screen.findByRole('dialog', { name: 'Review recipients' });
    await within(dialog).findByText('2 students will receive it.', {}, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Back to the form' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await pick(user, 'Individual students', another!.fullName, another!.fullName);
    await user.click(screen.getByRole('button', { name: 'Review recipients' }));
    dialog = await screen.findByRole('dialog', { name: 'Review recipients' });
    expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeDisabled();
    await waitFor(() => expect(calls).toBe(2));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeEnabled(), SLOW);
  });

  it('puts a 422’s messages on the fields it names and keeps what was chosen', async () => {
    stubResources();
    const { other } = stubRecipients();
    server.use(
      http.post('*/api/assignments', () =>
        HttpResponse.json(
          {
            message: 'Some fields are not valid.',
            errors: { dueDate: 'The due date must fall within the academic year.', 'studentIds.0': 'This student has left the school.' },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openAssign();
    await fillForm(user, other.fullName);
    await user.click(screen.getByRole('button', { name: 'Review recipients' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review recipients' });
    await within(dialog).findByText('3 students will receive it, from 2 classes.', {}, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));

    expect(await screen.findByText('The due date must fall within the academic year.')).toBeInTheDocument();
    expect(screen.getByText('This student has left the school.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Due date')).toHaveValue('01/12/2026');
    expect(screen.getAllByRole('list', { name: 'Selected' })[0]).toHaveTextContent('Primary 4 Courage');
  });

  it('shows a refusal that names no field and keeps the dialog open to try again', async () => {
    stubResources();
    const { other } = stubRecipients();
    server.use(http.post('*/api/assignments', () => HttpResponse.json({ message: 'The lesson was withdrawn from review.' }, { status: 409 })));
    const { user } = await openAssign();
    await fillForm(user, other.fullName);
    await user.click(screen.getByRole('button', { name: 'Review recipients' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review recipients' });
    await within(dialog).findByText('3 students will receive it, from 2 classes.', {}, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('The lesson was withdrawn from review.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeEnabled();
  });

  it('preselects the content named in the link from a lesson page', async () => {
    stubResources();
    await renderApp({ user: 'teacher', url: `/resources/assign?sourceType=lesson&sourceId=${LESSON.id}` });
    const box = await screen.findByRole('combobox', { name: 'Lesson or assignment' }, SLOW);
    await waitFor(() => expect(box).toHaveValue('Adding fractions'), SLOW);
    expect(await screen.findByText('Lesson · Fractions · Mathematics, Primary 4 Courage')).toBeInTheDocument();
  });

  it('says so when the linked content cannot be assigned', async () => {
    stubResources();
    await renderApp({ user: 'teacher', url: '/resources/assign?sourceType=lesson&sourceId=ls-draft' });
    expect(
      await screen.findByText('This lesson or assignment cannot be assigned: it has no published version you may give out.', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('counts a student picked singly and with their class once, on the demo backend', async () => {
    const classmates = students(P4.id);
    const singled = classmates[1]!;
    const { user } = await openAssign();
    await pick(user, 'Lesson or assignment', 'introduction: decimals', /^Introduction: decimals\s*,\s*Lesson · Decimals · Mathematics, Primary 4 Courage$/);
    await pick(user, 'Classes', 'Primary 4', 'Primary 4 Courage');
    await pick(user, 'Individual students', singled.fullName, singled.fullName);
    await typeDate(user, 'Due date', '1/12/2026');
    await user.click(screen.getByRole('button', { name: 'Review recipients' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review recipients' });
    expect(await within(dialog).findByText(`${classmates.length} students will receive it.`, {}, SLOW)).toBeInTheDocument();
    const names = within(within(dialog).getByRole('region', { name: /Primary 4 Courage/ })).getAllByRole('listitem');
    expect(names.filter((item) => item.textContent === singled.fullName)).toHaveLength(1);
  });

  it('warns before sending the same work to a class that has it open, links to it, and does not assign it twice', async () => {
    setDemoNow('2026-11-27T02:00:00.000Z');
    onTestFinished(() => setDemoNow(null));
    const { user } = await openAssign();
    await pick(user, 'Lesson or assignment', 'introduction: decimals', /^Introduction: decimals\s*,\s*Lesson · Decimals · Mathematics, Primary 4 Courage$/);
    await pick(user, 'Classes', 'Primary 4', 'Primary 4 Courage');
    await typeDate(user, 'Due date', '4/12/2026');
    await user.click(screen.getByRole('button', { name: 'Review recipients' }));
    let dialog = await screen.findByRole('dialog', { name: 'Review recipients' });
    await within(dialog).findByText(/students will receive it\./, {}, SLOW);
    expect(within(dialog).queryByText(/already assigned/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(/^Assigned “Introduction: decimals” to \d+ students\.$/, {}, SLOW)).toBeInTheDocument();
    const first = db.issuedAssignments.find((row) => row.title === 'Introduction: decimals' && row.dueDate === '2026-12-04');
    expect(first).toBeDefined();

    await pick(user, 'Classes', 'Primary 4', 'Primary 4 Courage');
    await user.click(screen.getByRole('button', { name: 'Review recipients' }));
    dialog = await screen.findByRole('dialog', { name: 'Review recipients' });
    expect(
      await within(dialog).findByText('“Introduction: decimals” is already assigned to Primary 4 Courage on 27 Nov 2026 (due 4 Dec 2026).', { exact: false }, SLOW),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open the existing assignment' })).toHaveAttribute('href', `/assignments/${first!.id}`);
    expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeDisabled();
    expect(db.issuedAssignments.filter((row) => row.title === 'Introduction: decimals' && row.dueDate === '2026-12-04')).toHaveLength(1);
  });
});
