import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format-date';
import { ageAt, formatAge } from '@/domain/school/age';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp } from '../render-app';

const SLOW = { timeout: 5000 };
const CLASS = 'cy-primary-4-courage';

describe('/classrooms/:classYearId', () => {
  it('shows the homeroom teacher, the subjects with teachers and the students with Han names, ages and ID types', async () => {
    await renderApp({ user: 'principal', url: `/classrooms/${CLASS}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Primary 4 Courage' }, SLOW)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Class' });
    expect(within(summary).getByText('Mdm Siti Rahmah')).toBeInTheDocument();
    const subjects = within(summary).getByRole('table', { name: 'Subjects' });
    const maths = within(subjects).getByText('Mathematics').closest('tr')!;
    expect(within(maths).getByText('Ms Priya Nair')).toBeInTheDocument();

    const students = await screen.findByRole('table', { name: 'Students' });
    const first = db.students
      .filter((student) => student.classYearId === CLASS)
      .sort((a, b) => a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base', numeric: true }))[0]!;
    const link = await within(students).findByRole('link', { name: first.fullName }, SLOW);
    const row = link.closest('tr')!;
    expect(within(row).getByText(formatAge(ageAt(first.dateOfBirth, new Date())))).toBeInTheDocument();
    expect(within(row).getByText(db.studentParticulars.get(first.id)!.idType)).toBeInTheDocument();
    expect(within(row).getByText(first.gender)).toBeInTheDocument();
  });

  it('marks the Han part of a name as Chinese', async () => {
    const han = db.students.filter((student) => student.classYearId === CLASS && /\p{Script=Han}/u.test(student.fullName))[0]!;
    const hanPart = /\p{Script=Han}+$/u.exec(han.fullName)![0];
    await renderApp({ user: 'principal', url: `/classrooms/${CLASS}?students.pageSize=50` });
    const students = await screen.findByRole('table', { name: 'Students' }, SLOW);
    const mark = await within(students).findByText(hanPart, {}, SLOW);
    expect(mark).toHaveAttribute('lang', 'zh');
  });

  it("lists the report types each term offers, each linking to the viewer, and the term's change history", async () => {
    const { user, router } = await renderApp({ user: 'teacher', url: `/classrooms/${CLASS}` });
    const panel = await screen.findByRole('region', { name: 'Class reports' }, SLOW);
    const term = (n: number) => within(within(panel).getByRole('list', { name: `Term ${n}` })).getAllByRole('link').map((link) => link.textContent);
    expect(term(1)).toEqual(['Form Teacher Report (FTP)', 'Term Progress Report', 'Change history']);
    expect(term(2)).toEqual(['Form Teacher Report (FTP)', 'Semester Report', 'Change history']);
    expect(term(3)).toEqual(['Form Teacher Report (FTP)', 'Term Progress Report', 'Change history']);
    expect(term(4)).toEqual(['Form Teacher Report (FTP)', 'Semester Report', 'FTP Evaluation', 'LEAPS Report', 'Change history']);
    expect(within(panel).getByRole('link', { name: 'Change history, term 2' })).toHaveAttribute('href', `/classrooms/${CLASS}/2/history`);
    await user.click(within(within(panel).getByRole('list', { name: 'Term 4' })).getByRole('link', { name: 'LEAPS Report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/classrooms/${CLASS}/4/LEAPS`), SLOW);
  });

  it('says so when the user may not see the class', async () => {
    await renderApp({ user: 'teacher', url: '/classrooms/cy-secondary-1-harmony' });
    expect(await screen.findByText('You do not have access to this class.', {}, SLOW)).toBeInTheDocument();
  });

  it('keeps the class on screen when the students fail to load, with Retry', async () => {
    server.use(http.get('*/api/class-years/:id/students', () => HttpResponse.json({ message: 'Student list unavailable' }, { status: 500 })));
    await renderApp({ user: 'principal', url: `/classrooms/${CLASS}` });
    expect(await screen.findByText('Student list unavailable', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Primary 4 Courage' })).toBeInTheDocument();
    server.resetHandlers();
    screen.getByRole('button', { name: 'Retry' }).click();
    await waitFor(() => expect(screen.queryByText('Student list unavailable')).not.toBeInTheDocument(), SLOW);
  });
});

describe('/classrooms/:classYearId/:studentId', () => {
  const student = () => db.students.filter((row) => row.classYearId === CLASS).sort((a, b) => a.id.localeCompare(b.id))[0]!;

  it('shows particulars, guardians, marks by term, attendance, remarks, conduct and growth', async () => {
    const target = student();
    const particulars = db.studentParticulars.get(target.id)!;
    await renderApp({ user: 'homeroom', url: `/classrooms/${CLASS}/${target.id}` });
    const card = await screen.findByRole('region', { name: 'Particulars' }, SLOW);
    for (const text of [particulars.religion, particulars.idType, particulars.idNumber, formatDate(target.dateOfBirth), formatAge(ageAt(target.dateOfBirth, new Date()))]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(within(card).getByRole('table', { name: 'Guardians' })).getByText('Father')).toBeInTheDocument();

    const marks = await screen.findByRole('region', { name: 'Marks and grades' }, SLOW);
    expect(within(marks).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Subject', 'Term 1', 'Term 2', 'Term 3', 'Term 4']);
    expect(within(marks).getByRole('rowheader', { name: 'Mathematics' })).toBeInTheDocument();
    expect(marks).toHaveTextContent(/\d Grade [ABCD]/);

    const attendance = screen.getByRole('region', { name: 'Attendance' });
    expect(within(attendance).getByRole('columnheader', { name: 'Absent Without Excuse' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Remarks' })).toHaveTextContent(/Term 1/);
    const conduct = screen.getByRole('region', { name: 'Conduct' });
    expect(within(conduct).getByText('A – Almost · M – Most Of The Time · S – Seldom · N – Never')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Height and weight' })).toHaveTextContent(/Promotion outcome: (Promoted|Conditionally Promoted|Retained)/);
  });

  it('computes the shown final score and grade through the term rules', async () => {
    const target = student();
    const maths = db.assessments.filter((row) => row.subjectYearId === 'sy-primary-4-courage-mathematics');
    const set = (term: number, order: number, score: number) => {
      const row = maths.find((candidate) => candidate.term === term && candidate.order === order)!;
      db.assessments.update(row.id, { scores: { ...row.scores, [target.id]: score } });
    };
    set(1, 1, 15);
    set(1, 2, 15);
    set(2, 1, 40);
    set(2, 2, 40);
    await renderApp({ user: 'teacher', url: `/classrooms/${CLASS}/${target.id}` });
    const marks = await screen.findByRole('region', { name: 'Marks and grades' }, SLOW);
    const row = within(marks).getByRole('rowheader', { name: 'Mathematics' }).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(/^30\s*No grade$/);
    // Term 2: (80 + term 1's 30) / 2 = 55, a C by term 2's boundaries (C from 50).
    expect(cells[1]).toHaveTextContent(/^55\s*Grade C\s*Term score 80$/);
  });

  it('keeps the particulars when the record fails to load', async () => {
    server.use(http.get('*/api/students/:id/record', () => HttpResponse.json({ message: 'Records are locked for moderation' }, { status: 500 })));
    await renderApp({ user: 'homeroom', url: `/classrooms/${CLASS}/${student().id}` });
    expect(await screen.findByText('Records are locked for moderation', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Particulars' })).toBeInTheDocument();
  });
});
