/** Spec §3 submission states, with their exact labels. Work not handed in is never called "missing". */
export const SUBMISSION_STATES = ["Haven't submitted", 'Submitted', 'Graded'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/** The school's time zone: a due date ends at midnight here, wherever the server or the browser runs. */
export const SCHOOL_TIME_ZONE = 'Asia/Singapore';

export interface SubmissionTimes {
  /** ISO instant of the latest hand-in, null before the first. */
  submittedAt: string | null;
  /** ISO instant of the latest grading save, null before the first. */
  gradedAt: string | null;
}

/** Graded once saved by a teacher, unless the student handed in again afterwards (then it waits for grading again). */
export function submissionState({ submittedAt, gradedAt }: SubmissionTimes): SubmissionState {
  if (gradedAt !== null && (submittedAt === null || Date.parse(submittedAt) <= Date.parse(gradedAt))) return 'Graded';
  return submittedAt === null ? "Haven't submitted" : 'Submitted';
}

const schoolDay = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The school's calendar day (yyyy-MM-dd) of an instant. */
export function schoolDateOf(instant: Date): string {
  return schoolDay.format(instant);
}

/**
 * Late once the due date (yyyy-MM-dd) has ended in the school's time zone: work handed in on the due day is on time
 * at any hour. Work not handed in is late from the day after the due date, judged at `now`.
 */
export function isLate(submittedAt: string | null, dueDate: string, now: Date): boolean {
  const instant = submittedAt === null ? now : new Date(submittedAt);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not an instant: "${submittedAt}"`);
  return schoolDateOf(instant) > dueDate;
}
