import type { PickUpRequest } from '@/features/release-student/api/pick-up-requests';
import { RELEASE_CUT_OFF, type PickUpAction } from '@/domain/release-student/release-chain';

/** What each step's confirmation asks: the release names the ID to check and the attendance rule. */
export const QUESTIONS: Readonly<Record<PickUpAction, (row: PickUpRequest) => string>> = {
  approve: (row) =>
    `Approve ${row.collectorName} (${row.relationship}, ${row.idType} ${row.idNumber}) collecting ${row.student.fullName}?`,
  reject: (row) => `Reject the request for ${row.collectorName} to collect ${row.student.fullName}?`,
  release: (row) =>
    `Release ${row.student.fullName} to ${row.collectorName} now? Check their ${row.idType} ${row.idNumber} first. ` +
    `Released before ${RELEASE_CUT_OFF}, the day counts as an excused absence.`,
  cancel: (row) => `Cancel the request for ${row.collectorName} to collect ${row.student.fullName}?`,
};
