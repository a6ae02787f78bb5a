import { z } from 'zod';
import type { PtResultStatus } from './results';

/** Spec §3's programme types: the wire's codes and the words a principal reads. */
export const PROGRAMME_TYPES = ['ACADEMIC', 'NONACADEMIC'] as const;
export const ProgrammeTypeSchema = z.enum(PROGRAMME_TYPES);
export type ProgrammeType = z.infer<typeof ProgrammeTypeSchema>;

export const PROGRAMME_TYPE_LABELS: Record<ProgrammeType, string> = {
  ACADEMIC: 'Academics',
  NONACADEMIC: 'Non-Academics',
};

/** Spec §3's admission status labels. */
export const ADMISSION_STATUSES = ['ON_REVIEW', 'WAITING_LIST', 'ADMITTED', 'NOT_ADMITTED', 'WITHDRAWN'] as const;
export type AdmissionStatus = (typeof ADMISSION_STATUSES)[number];

export const ADMISSION_STATUS_LABELS: Record<AdmissionStatus, string> = {
  ON_REVIEW: 'On Review',
  WAITING_LIST: 'Waiting',
  ADMITTED: 'Admitted',
  NOT_ADMITTED: 'Not Admitted',
  WITHDRAWN: 'Withdrawn',
};

/**
 * Where an applicant's admission stands, read from the placement result's status (spec §4 leaves the mapping
 * unshown; docs/decisions/placement-results.md): no status yet is still on review, Accept admits, Reject does not,
 * Waiting puts the applicant on the waiting list, Withdrawn stays withdrawn.
 */
export function admissionStatusOf(resultStatus: PtResultStatus | null | undefined): AdmissionStatus {
  switch (resultStatus) {
    case 'ACCEPT':
      return 'ADMITTED';
    case 'REJECT':
      return 'NOT_ADMITTED';
    case 'WAITING':
      return 'WAITING_LIST';
    case 'WITHDRAWN':
      return 'WITHDRAWN';
    default:
      return 'ON_REVIEW';
  }
}
