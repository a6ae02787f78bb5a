import type { PtResultStatus } from '@/domain/placement/results';

/** The statuses a principal can set, in the order of spec §4's bulk finalize. */
export const SETTABLE_STATUSES: readonly PtResultStatus[] = ['ACCEPT', 'WAITING', 'REJECT', 'WITHDRAWN'];

/** The statuses in words (the wire keeps spec §4's WAITING, ACCEPT, REJECT, WITHDRAWN). */
export const STATUS_LABELS: Record<PtResultStatus, string> = {
  WAITING: 'Waiting',
  ACCEPT: 'Accept',
  REJECT: 'Reject',
  WITHDRAWN: 'Withdrawn',
};

/** Badge colours of spec §4: default, success, danger, warning. */
export const STATUS_BADGE_VARIANT: Record<PtResultStatus, string> = {
  WAITING: 'secondary',
  ACCEPT: 'success',
  REJECT: 'danger',
  WITHDRAWN: 'warning',
};
