import { useDeferredValue, useMemo, useSyncExternalStore } from 'react';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { checkClassRemarks } from '@/domain/report-season/remark-checks';
import type { Gender } from '@/domain/school/enums';

/**
 * Each student's remark slips (another pupil's name, pronouns, a shared template, …) over what the grid holds now, so
 * the teacher sees them while typing: the same rule as the report-season board. By student id, the messages joined by
 * a line break — a string, so a row whose slips did not change is not re-rendered. Deferred: a keystroke paints first.
 */
export function useRemarkSlips(store: EntryGridStore, students: readonly { id: string; fullName: string; gender: Gender }[]): ReadonlyMap<string, string> {
  const version = useSyncExternalStore(store.subscribe, store.getVersion);
  const deferred = useDeferredValue(version);
  return useMemo(() => {
    // `deferred` only says when to look again: the values are the store's.
    void deferred;
    const issues = checkClassRemarks(
      students.map((student, row) => ({ studentId: student.id, fullName: student.fullName, gender: student.gender, remark: store.getValue({ row, col: 0 }) })),
    );
    return new Map([...issues].map(([studentId, found]) => [studentId, found.map((issue) => issue.message).join('\n')]));
  }, [deferred, store, students]);
}
