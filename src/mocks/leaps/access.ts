import type { User } from '../auth/schema';
import { db } from '../db';
import { HttpError, notFound } from '../http/errors';
import type { ClassYear } from '../school/schema';
import { teachesClass } from '../school/access';
import type { LeapsEventRow } from './schema';

/** A principal's position for that year at that branch (spec §6: a position whose name contains "principal"). */
function isBranchPrincipal(user: User, academicYearId: string, branchId: string): boolean {
  return db.employeePositions
    .all()
    .some(
      (row) =>
        row.employeeId === user.id &&
        row.academicYearId === academicYearId &&
        row.branchId === branchId &&
        (db.positions.get(row.positionId)?.name.toLowerCase().includes('principal') ?? false),
    );
}

/** Whose LEAPS records a user keeps (docs/decisions/leaps.md): their homeroom and taught classes; a principal, the branch's. */
export function canSeeLeapsOf(user: User, classYear: ClassYear): boolean {
  return (
    classYear.homeroomTeacherId === user.id ||
    teachesClass(user, classYear.id) ||
    isBranchPrincipal(user, classYear.academicYearId, classYear.branchId)
  );
}

/** The students whose events the user sees: those of the classes above (a student's class is this year's). */
export function visibleLeapsStudentIds(user: User): Set<string> {
  const classes = new Set(
    db.classYears.filter((classYear) => canSeeLeapsOf(user, classYear)).map((classYear) => classYear.id),
  );
  return new Set(db.students.filter((student) => classes.has(student.classYearId)).map((student) => student.id));
}

/** An event is the user's to see when at least one of its students is. */
export function isLeapsEventVisible(event: LeapsEventRow, visible: ReadonlySet<string>): boolean {
  return event.students.some((student) => visible.has(student.studentId));
}

export const LEAPS_EVENT_FORBIDDEN = 'This LEAPS event has none of your students.';

/** The event, or 404 when there is none and 403 when it has none of the user's students. */
export function visibleLeapsEvent(user: User, id: string, visible = visibleLeapsStudentIds(user)): LeapsEventRow {
  const event = db.leapsEvents.get(id);
  if (!event) throw notFound('LEAPS event');
  if (!isLeapsEventVisible(event, visible)) throw new HttpError(403, LEAPS_EVENT_FORBIDDEN);
  return event;
}
