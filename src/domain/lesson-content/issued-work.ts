import { schoolDateOf } from './submission-state';

// Managing work already issued (issue 21 §10): what counts as giving the same work twice, what a withdrawal takes
// back, and when deleting is refused. The assign dialog and the assignment page word their warnings with these, and
// the demo backend answers 409 with the same sentences.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A calendar day (yyyy-MM-dd) as the portal writes dates ("4 Dec 2026", docs/design.md), spelled out by hand so that
 * the backend's messages read the same as the screens whatever the ICU data of the runtime.
 */
export function dayText(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const monthName = MONTHS[(month ?? 0) - 1];
  return monthName && year && day ? `${day} ${monthName} ${year}` : isoDate;
}

const studentPlural = new Intl.PluralRules('en');
const classList = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** "1 student", "28 students". */
export function studentsCountText(count: number): string {
  return `${count} ${studentPlural.select(count) === 'one' ? 'student' : 'students'}`;
}

/** Work whose due date is today or later in the school's time zone: the students still have it to do. */
export function isStillOpen(dueDate: string, now: Date): boolean {
  return dueDate >= schoolDateOf(now);
}

/** An issued assignment of the same source, with whom it reaches (each recipient's student and class). */
export interface IssuedReach {
  id: string;
  title: string;
  /** The instant it was issued. */
  createdAt: string;
  dueDate: string;
  recipients: ReadonlyArray<{ studentId: string; className: string }>;
}

/** An open assignment of the same work that already reaches some of the chosen students. */
export interface AlreadyAssigned {
  assignmentId: string;
  title: string;
  /** The classes of the chosen students it already reaches, by name. */
  classNames: string[];
  /** The school day it was issued (yyyy-MM-dd). */
  assignedOn: string;
  dueDate: string;
}

/**
 * The open assignments of the same work that already reach one of `studentIds`, latest issued first. Work whose due
 * date has passed does not count: giving it again (a retake) is a new piece of work, not a duplicate.
 */
export function findAlreadyAssigned(sameSource: readonly IssuedReach[], studentIds: ReadonlySet<string>, now: Date): AlreadyAssigned[] {
  return sameSource
    .filter((issued) => isStillOpen(issued.dueDate, now))
    .flatMap((issued) => {
      const reached = issued.recipients.filter((recipient) => studentIds.has(recipient.studentId));
      if (reached.length === 0) return [];
      const classNames = [...new Set(reached.map((recipient) => recipient.className))].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
      return [{ assignmentId: issued.id, title: issued.title, classNames, assignedOn: schoolDateOf(new Date(issued.createdAt)), dueDate: issued.dueDate }];
    })
    .sort((a, b) => b.assignedOn.localeCompare(a.assignedOn));
}

/** "“Fractions” is already assigned to Primary 5 Courage on 27 Nov 2026 (due 4 Dec 2026)." */
export function alreadyAssignedMessage(found: AlreadyAssigned): string {
  return `“${found.title}” is already assigned to ${classList.format(found.classNames)} on ${dayText(found.assignedOn)} (due ${dayText(found.dueDate)}).`;
}

/** Why assigning it again is refused: the same work is open once per student; its dates can be changed instead. */
export const ASSIGN_AGAIN_ADVICE = 'Open it to change its dates, or leave out the students who already have it.';

export const ISSUED_STALE_MESSAGE = 'Someone else changed this assignment after you opened it. Reload it to see their changes.';
export const ISSUED_STALE_FIELD_MESSAGE = 'Changed by someone else since you opened it.';

export const NOBODY_LEFT_MESSAGE = 'Withdrawing it would leave nobody with this assignment. Delete the assignment instead.';

/** A student who handed in (or was graded) keeps the assignment: withdrawing it would take their work away. */
export const keepsWorkMessage = (fullName: string): string =>
  `${fullName} has handed-in or graded work on this assignment, so it stays with them.`;

export const everyoneKeepsWorkMessage = (className: string): string =>
  `Everyone in ${className} has handed-in or graded work on this assignment, so it stays with them.`;

/**
 * Whether a student has work on it that withdrawing would take away: handed in at least once (a returned piece keeps
 * its answers) or graded (a teacher may grade work never handed in).
 */
export function hasWork(work: { attempt: number; submittedAt: string | null; gradedAt: string | null }): boolean {
  return work.attempt > 0 || work.submittedAt !== null || work.gradedAt !== null;
}

/** One class an issued assignment reaches, as far as withdrawing is concerned. */
export interface ClassReach {
  id: string;
  name: string;
  studentsCount: number;
  /** Students of the class who ever handed in or were graded (a returned piece keeps its answers): they keep it. */
  withWorkCount: number;
}

export interface ClassWithdrawal {
  /** Students who lose the assignment: those of the class with no handed-in or graded work. */
  withdrawn: number;
  /** Students of the class with work, who keep it. */
  kept: number;
  /** Why nothing may be withdrawn, or null. */
  refusal: string | null;
}

/** What withdrawing the assignment from a class does, out of `totalStudents` who have it. */
export function classWithdrawal(reach: ClassReach, totalStudents: number): ClassWithdrawal {
  const withdrawn = reach.studentsCount - reach.withWorkCount;
  const refusal = withdrawn === 0 ? everyoneKeepsWorkMessage(reach.name) : withdrawn >= totalStudents ? NOBODY_LEFT_MESSAGE : null;
  return { withdrawn, kept: reach.withWorkCount, refusal };
}

/** Why one student may not lose the assignment (has work, or is the last one), or null. */
export function studentWithdrawalRefusal(student: { fullName: string; hasWork: boolean }, totalStudents: number): string | null {
  if (student.hasWork) return keepsWorkMessage(student.fullName);
  return totalStudents <= 1 ? NOBODY_LEFT_MESSAGE : null;
}

/** Deleting is refused while any student's graded work would go with it; handed-in work not yet graded may go. */
export function deletionRefusal(gradedCount: number): string | null {
  if (gradedCount === 0) return null;
  return `This assignment cannot be deleted: the graded work of ${studentsCountText(gradedCount)} would be lost.`;
}
