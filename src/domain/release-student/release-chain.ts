import type { AttendanceStatus } from '../school/enums';

/** Where a pick-up request stands; released, rejected and cancelled are final. */
export const PICK_UP_STATES = ['REQUESTED', 'APPROVED', 'RELEASED', 'REJECTED', 'CANCELLED'] as const;
export type PickUpState = (typeof PICK_UP_STATES)[number];

export const PICK_UP_STATE_LABELS: Readonly<Record<PickUpState, string>> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved',
  RELEASED: 'Released',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};

export const PICK_UP_ACTIONS = ['approve', 'reject', 'release', 'cancel'] as const;
export type PickUpAction = (typeof PICK_UP_ACTIONS)[number];

/** Each action, the states it may start from and the state it leads to. */
const TRANSITIONS: Readonly<Record<PickUpAction, { from: readonly PickUpState[]; to: PickUpState }>> = {
  approve: { from: ['REQUESTED'], to: 'APPROVED' },
  reject: { from: ['REQUESTED'], to: 'REJECTED' },
  // A student is handed over only once the request was approved by someone (four eyes on who collects).
  release: { from: ['APPROVED'], to: 'RELEASED' },
  cancel: { from: ['REQUESTED', 'APPROVED'], to: 'CANCELLED' },
};

/** One link of the chain: what happened, when, and by which member of staff. */
export interface ChainLink {
  state: PickUpState;
  at: string;
  byId: string;
  byName: string;
}

export function allowedActions(state: PickUpState): PickUpAction[] {
  return PICK_UP_ACTIONS.filter((action) => TRANSITIONS[action].from.includes(state));
}

export function canApply(state: PickUpState, action: PickUpAction): boolean {
  return TRANSITIONS[action].from.includes(state);
}

/** Why the action is refused from this state, or null when it is allowed. */
export function refusal(state: PickUpState, action: PickUpAction): string | null {
  if (canApply(state, action)) return null;
  if (state === 'RELEASED' && action === 'release') return 'This student has already been released.';
  return `A ${PICK_UP_STATE_LABELS[state].toLowerCase()} request cannot be ${PAST[action]}.`;
}

const PAST: Readonly<Record<PickUpAction, string>> = {
  approve: 'approved',
  reject: 'rejected',
  release: 'released',
  cancel: 'cancelled',
};

/** The chain with the action's link appended; throws when the action is not allowed from the current state. */
export function advance(
  chain: readonly ChainLink[],
  action: PickUpAction,
  by: { id: string; name: string },
  at: string,
): ChainLink[] {
  const last = chain.at(-1);
  if (!last) throw new Error('A pick-up chain starts with its request.');
  const refused = refusal(last.state, action);
  if (refused) throw new Error(refused);
  if (at < last.at) throw new Error('A link of the chain cannot come before the previous one.');
  return [...chain, { state: TRANSITIONS[action].to, at, byId: by.id, byName: by.name }];
}

/**
 * Students released before this time of day have spent less than half the school day in class: the day counts
 * as an excused absence. Released later, the day keeps its mark (Present or Late) with an early-release note.
 */
export const RELEASE_CUT_OFF = '11:00';

export interface DayAttendance {
  status: AttendanceStatus;
  note: string;
}

/** The student's attendance for the day after a release at `releasedTime` ("HH:MM", school time). */
export function attendanceAfterRelease(before: AttendanceStatus, releasedTime: string): DayAttendance {
  if (releasedTime < RELEASE_CUT_OFF) {
    return { status: 'Absent', note: `Released at ${releasedTime}, before ${RELEASE_CUT_OFF}: excused absence.` };
  }
  return { status: before, note: `Early release at ${releasedTime}.` };
}

/** Only a student in school today (marked Present or Late) can be handed over. */
export function isInSchool(status: AttendanceStatus): boolean {
  return status === 'Present' || status === 'Late';
}
