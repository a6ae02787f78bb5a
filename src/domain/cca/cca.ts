import { countOf } from '../school/count-words';

/**
 * Co-curricular activity rules shared by the CCA screens and the demo backend: meeting days (spec §3
 * weekdays), the capacity and same-day clash checks of an assignment, and the participation grading
 * scale (docs/decisions/cca.md).
 */

export const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  SUNDAY: 'Sunday',
  MONDAY: 'Monday',
  TUESDAY: 'Tuesday',
  WEDNESDAY: 'Wednesday',
  THURSDAY: 'Thursday',
  FRIDAY: 'Friday',
  SATURDAY: 'Saturday',
};

export const CCA_CATEGORIES = ['Sports', 'Uniformed Groups', 'Performing Arts', 'Clubs and Societies'] as const;
export type CcaCategory = (typeof CCA_CATEGORIES)[number];

export const PARTICIPATION_GRADES = ['EXCELLENT', 'GOOD', 'SATISFACTORY', 'NEEDS_IMPROVEMENT'] as const;
export type ParticipationGrade = (typeof PARTICIPATION_GRADES)[number];
export const PARTICIPATION_GRADE_LABELS: Readonly<Record<ParticipationGrade, string>> = {
  EXCELLENT: 'Excellent',
  GOOD: 'Good',
  SATISFACTORY: 'Satisfactory',
  NEEDS_IMPROVEMENT: 'Needs Improvement',
};
/** The one-letter shorthands a teacher may type in the grid. */
const GRADE_SHORTHANDS: Readonly<Record<string, ParticipationGrade>> = {
  e: 'EXCELLENT',
  g: 'GOOD',
  s: 'SATISFACTORY',
  n: 'NEEDS_IMPROVEMENT',
  ni: 'NEEDS_IMPROVEMENT',
};

export const ATTENDANCE_MAX = 100;
export const ATTENDANCE_MESSAGE = `Attendance is a whole percentage from 0 to ${ATTENDANCE_MAX}.`;
export const GRADE_MESSAGE = 'The grade is Excellent, Good, Satisfactory or Needs Improvement (E, G, S or N).';

/** Days in the week's order, each once: what a CCA's meeting days are stored and shown as. */
export function sortWeekdays(days: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.filter((day) => days.includes(day));
}

/** "Monday and Wednesday", "Tuesday, Thursday and Saturday". */
export function formatWeekdays(days: readonly Weekday[]): string {
  const labels = sortWeekdays(days).map((day) => WEEKDAY_LABELS[day]);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/**
 * A typed attendance: '' is no value (null), "85" or "85%" is 85; anything else (decimals, negatives,
 * over 100, words) is undefined, i.e. not valid.
 */
export function parseAttendance(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (trimmed === '') return text.trim() === '' ? null : undefined;
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= ATTENDANCE_MAX ? value : undefined;
}

export function isAttendanceValue(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= ATTENDANCE_MAX;
}

/** A typed grade: '' is no grade (null), a label or shorthand in any case is its code, anything else undefined. */
export function parseParticipationGrade(text: string): ParticipationGrade | null | undefined {
  const key = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (key === '') return null;
  const byLabel = PARTICIPATION_GRADES.find((grade) => PARTICIPATION_GRADE_LABELS[grade].toLowerCase() === key);
  return byLabel ?? GRADE_SHORTHANDS[key] ?? PARTICIPATION_GRADES.find((grade) => grade.toLowerCase() === key);
}

/** A member counts as graded once both the attendance and the grade are recorded. */
export function isMemberGraded(member: { attendance: number | null; grade: ParticipationGrade | null }): boolean {
  return member.attendance !== null && member.grade !== null;
}

export interface CcaCapacity {
  name: string;
  capacity: number;
  membersCount: number;
}

export function placesLeft({ capacity, membersCount }: CcaCapacity): number {
  return Math.max(0, capacity - membersCount);
}

/** Why adding `adding` students would take the CCA over its capacity, or null when they fit. */
export function capacityProblem(cca: CcaCapacity, adding: number): string | null {
  const left = placesLeft(cca);
  if (adding <= left) return null;
  if (left === 0) return `${cca.name} is full: all ${cca.capacity} places are taken.`;
  return `${cca.name} has only ${countOf(left, 'place')} left of ${cca.capacity}; you chose ${countOf(adding, 'student')}.`;
}

/** A CCA in one academic year as the clash rule sees it. */
export interface CcaSchedule {
  id: string;
  name: string;
  meetingDays: readonly Weekday[];
}

export interface CcaClash {
  cca: CcaSchedule;
  days: Weekday[];
}

/**
 * The first of a student's CCAs (of the same academic year) that meets on a day the target CCA meets,
 * with the shared days; null when none does. The target itself in the list is not a clash.
 */
export function findClash(target: CcaSchedule, memberships: readonly CcaSchedule[]): CcaClash | null {
  for (const cca of memberships) {
    if (cca.id === target.id) continue;
    const days = sortWeekdays(target.meetingDays.filter((day) => cca.meetingDays.includes(day)));
    if (days.length > 0) return { cca, days };
  }
  return null;
}

/** The sentence naming the clashing CCA, shown by the screen and answered by the server alike. */
export function clashMessage(studentName: string, clash: CcaClash): string {
  return `${studentName} already attends ${clash.cca.name} on ${formatWeekdays(clash.days)}, the same day as this CCA.`;
}
