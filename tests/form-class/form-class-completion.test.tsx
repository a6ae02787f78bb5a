import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderApp, waitForPath } from '../render-app';

const SLOW = { timeout: 5000 };
const CLASS = 'cy-primary-5-courage';
const URL = `/form-class-completion/${CLASS}/ay-2026?term=2`;

const termRecord = (studentId: string, term: number) =>
  db.studentTermRecords.find((row) => row.studentId === studentId && row.academicYearId === 'ay-2026' && row.term === term);

describe('/form-class-completion/:classYearId/:academicYearId', () => {
  it('lists each student’s missing records, each linking to its gap in the grid', async () => {
    const { user, router } = await renderApp({ user: 'homeroom', url: URL });
    expect(await screen.findByRole('heading', { level: 1, name: 'What’s missing: Primary 5 Courage' }, SLOW)).toBeInTheDocument();
    const students = db.students.filter((student) => student.classYearId === CLASS);
    const noRemark = students.find((student) => !termRecord(student.id, 2)?.remark)!;
    const table = screen.getByRole('table', { name: 'Missing records per student' });
    const row = within(table).getByRole('row', { name: new RegExp(noRemark.fullName) });
    const gap = within(row).getByRole('link', { name: `Remark of ${noRemark.fullName}` });
    expect(gap).toHaveAttribute('href', `/remark/${CLASS}/ay-2026?term=2#student-${noRemark.id}`);
    expect(within(table).getAllByText('Complete').length).toBeGreaterThan(0);
    const summary = screen.getByRole('list', { name: 'Records of the class' });
    expect(within(summary).getByRole('link', { name: 'Conduct' })).toHaveAttribute('href', `/conduct/${CLASS}/ay-2026?term=2`);
    await user.click(gap);
    await waitForPath(router, `/remark/${CLASS}/ay-2026`);
    expect(router.state.location.hash).toBe(`#student-${noRemark.id}`);
  });

  it('counts a remark stored with zero-width spaces only as missing', async () => {
    const students = db.students.filter((student) => student.classYearId === CLASS);
    const withRemark = students.find((student) => termRecord(student.id, 2)?.remark)!;
    db.studentTermRecords.update(termRecord(withRemark.id, 2)!.id, { remark: '\u200B\u200B\u200B' });
    await renderApp({ user: 'homeroom', url: URL });
    const table = await screen.findByRole('table', { name: 'Missing records per student' }, SLOW);
    const row = within(table).getByRole('row', { name: new RegExp(withRemark.fullName) });
    expect(within(row).getByRole('link', { name: `Remark of ${withRemark.fullName}` })).toBeInTheDocument();
  });

  it('shows the term chosen in the URL and moves between terms', async () => {
    const { user, router } = await renderApp({ user: 'homeroom', url: URL });
    await screen.findByRole('table', { name: 'Missing records per student' }, SLOW);
    await user.click(screen.getByRole('link', { name: 'Term 1' }));
    expect(await screen.findByText(/^Term 1, 2026\/2027:/, {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?term=1');
  });

  it('shows only the students with gaps when asked, keeping the choice in the URL', async () => {
    const { user, router } = await renderApp({ user: 'homeroom', url: URL });
    const table = await screen.findByRole('table', { name: 'Missing records per student' }, SLOW);
    expect(within(table).getAllByText('Complete').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('checkbox', { name: 'Only students with missing records' }));
    await waitFor(() => expect(within(table).queryAllByText('Complete')).toHaveLength(0));
    expect(within(table).getAllByRole('link', { name: /^Remark of / }).length).toBeGreaterThan(0);
    expect(router.state.location.search).toBe('?term=2&show=missing');
  });

  it('tells another homeroom teacher that the class is not theirs', async () => {
    await renderApp({ user: 'principal', url: URL });
    expect(await screen.findByText('Only the form teacher of this class can see or change its form-class records.', {}, SLOW)).toBeInTheDocument();
  });

  it('is not authorized for a teacher without a homeroom class', async () => {
    const { router } = await renderApp({ user: 'teacher', url: URL });
    await waitForPath(router, '/not-authorized');
  });
});
