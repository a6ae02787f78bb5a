import type { Subject } from '@/config/permissions';
import type { Term } from '@/domain/gradebook/term-score';
import { LOCKED_STATUS, useTermLock } from '@/entities/report-season/term-lock';
import { useCan } from '@/lib/session/use-can';

/**
 * Whether the user may change a class's records of one kind and term: the kind's permission, and no sign-off of the
 * term's reports (a year record passes term 4, whose reports print it). `lockedReason` is what the save bar says,
 * `termLock` the lock's own message for the notice above the grid.
 */
export function useRecordAccess(subject: Subject, classYearId: string, term: Term) {
  const permission = useCan('update', subject);
  const termLock = useTermLock(classYearId, term);
  return {
    canUpdate: permission.allowed && termLock === null,
    lockedReason: termLock === null ? permission.reason : LOCKED_STATUS,
    termLock,
  };
}
