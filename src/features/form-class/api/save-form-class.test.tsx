import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formClassKeys } from '@/features/form-class/api/form-class-keys';
import { useSaveRemarks } from '@/features/form-class/api/remarks';
import { sharedRootKey } from '@/lib/query-keys';
import { db } from '@/mocks/db';
import { createTestQueryClient, renderWithProviders } from '../../../../tests/test-utils';
import { signInAs } from '../../../../tests/render-app';

const CLASS = 'cy-primary-5-courage';

function SaveOneRemark({ studentId }: { studentId: string }) {
  const save = useSaveRemarks();
  const body = { classYearId: CLASS, academicYearId: 'ay-2026', term: 2 as const, entries: [{ studentId, text: 'Kind to everyone.', version: 0 }] };
  return (
    <button type="button" onClick={() => save.mutate(body)}>
      {save.isSuccess ? 'Saved' : 'Save'}
    </button>
  );
}

describe('form-class saves', () => {
  it('put the answer in the sheet’s cache and make the form-class and class report queries stale', async () => {
    await signInAs('homeroom');
    const queryClient = createTestQueryClient();
    const report = [...sharedRootKey('classReports'), CLASS, 2, 'FTP'];
    const list = formClassKeys.classes({ term: 2 });
    queryClient.setQueryData(report, { stale: false });
    queryClient.setQueryData(list, { stale: false });
    const studentId = db.students.find((student) => student.classYearId === CLASS)!.id;
    const { user } = renderWithProviders(<SaveOneRemark studentId={studentId} />, { queryClient });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Saved' });
    await waitFor(() => expect(queryClient.getQueryState(report)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true);
    const sheet = queryClient.getQueryData<{ data: Array<{ studentId: string; text: string | null }> }>(
      formClassKeys.sheet('remark', CLASS, 'ay-2026', 2),
    );
    expect(sheet?.data.find((row) => row.studentId === studentId)?.text).toBe('Kind to everyone.');
  });
});
