import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sharedRootKey } from '@/lib/query-keys';
import { db } from '@/mocks/db';
import { renderApp } from '../render-app';

const CLASS = 'cy-primary-4-courage';
const REPORT = `/classrooms/${CLASS}/1/REPORT_TERM`;

/** The term 1 record of the student the viewer previews first (the class sorted by name). */
function firstStudentsRecord() {
  const classYear = db.classYears.get(CLASS);
  const [first] = db.students
    .filter((student) => student.classYearId === CLASS)
    .sort((a, b) => a.fullName.localeCompare(b.fullName, 'en'));
  const record = db.studentTermRecords.find(
    (row) => row.studentId === first?.id && row.term === 1 && row.academicYearId === classYear?.academicYearId,
  );
  if (!record) throw new Error('the demo class has no term 1 record');
  return record;
}

async function previewedRemark() {
  // The first opening builds the demo school: generous on a loaded machine.
  return within(await screen.findByRole('region', { name: "Form teacher's remark" }, { timeout: 15_000 }));
}

describe('class report freshness', () => {
  it('a remark saved elsewhere is in the report opened after the save invalidates the class reports', async () => {
    const { router, queryClient } = await renderApp({ user: 'principal', url: REPORT });
    const record = firstStudentsRecord();
    const before = record.remark ?? 'No remark recorded.';
    expect(await (await previewedRemark()).findByText(before)).toBeVisible();

    // The remark screen saves (another feature) while the report is closed…
    await act(() => router.navigate(`/classrooms/${CLASS}`));
    db.studentTermRecords.update(record.id, { remark: 'Has grown in confidence when speaking to the class.' });
    // …and, without an invalidation, the report would come back from the cache within its stale time.
    await act(() => router.navigate(REPORT));
    expect(await (await previewedRemark()).findByText(before)).toBeVisible();

    await act(() => router.navigate(`/classrooms/${CLASS}`));
    await act(() => queryClient.invalidateQueries({ queryKey: sharedRootKey('classReports') }));
    await act(() => router.navigate(REPORT));
    await waitFor(async () =>
      expect((await previewedRemark()).getByText('Has grown in confidence when speaking to the class.')).toBeVisible(),
    );
  });

  it('an open report refetches when the class reports are invalidated', async () => {
    const record = firstStudentsRecord();
    const { queryClient } = await renderApp({ user: 'principal', url: REPORT });
    await previewedRemark();
    db.studentTermRecords.update(record.id, { remark: 'Leads the class garden project with care.' });
    await act(() => queryClient.invalidateQueries({ queryKey: sharedRootKey('classReports') }));
    expect(await (await previewedRemark()).findByText('Leads the class garden project with care.')).toBeVisible();
  });
});
