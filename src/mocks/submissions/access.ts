import type { User } from '../auth/schema';
import { db } from '../db';
import { hasPermission } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import type { IssuedAssignmentRow, IssuedRecipient } from '../resources/schema';
import { canSeeClass, isPrincipalOfClass } from '../school/access';

// Who sees student work: the staff who see the student's class (its teachers, its homeroom teacher, the principal
// of its campus and year), as for the /assignments list. Anything else is answered as if it did not exist.
// Who grades it is narrower: the teachers of the assignment's subject in the student's class, the teacher who
// issued it, and the principal of the class's campus and year (docs/api.md, "Who grades").

export const NOT_YOUR_ASSIGNMENT_MESSAGE = 'Only the teacher who issued this assignment or the principal can change it.';

export const NOT_YOUR_SUBJECT_MESSAGE = 'Only the teachers of this subject in this class can grade this work.';

function seesClassOf(user: User, recipient: Pick<IssuedRecipient, 'classYearId'>): boolean {
  const classYear = db.classYears.get(recipient.classYearId);
  return classYear !== undefined && canSeeClass(user, classYear);
}

/** The issued assignment and the recipients the user sees; 404 when the user sees none of them. */
export function readableIssued(user: User, id: string): { issued: IssuedAssignmentRow; recipients: IssuedRecipient[] } {
  const issued = db.issuedAssignments.get(id);
  const recipients = issued ? db.issuedRecipients.filter((row) => row.issuedAssignmentId === issued.id) : [];
  const visible = recipients.filter((recipient) => seesClassOf(user, recipient));
  if (!issued || visible.length === 0) throw notFound('Assignment');
  return { issued, recipients: visible };
}

/** One student's assignment, when the user sees the student's class; 404 otherwise. */
export function readableRecipient(user: User, id: string): { recipient: IssuedRecipient; issued: IssuedAssignmentRow } {
  const recipient = db.issuedRecipients.get(id);
  const issued = recipient && db.issuedAssignments.get(recipient.issuedAssignmentId);
  if (!recipient || !issued || !seesClassOf(user, recipient)) throw notFound('Submission');
  return { recipient, issued };
}

export function canSeeIssued(user: User, issuedAssignmentId: string): boolean {
  return db.issuedRecipients.find((row) => row.issuedAssignmentId === issuedAssignmentId && seesClassOf(user, row)) !== undefined;
}

export function canSeeRecipient(user: User, studentAssignmentId: string): boolean {
  const recipient = db.issuedRecipients.get(studentAssignmentId);
  return recipient !== undefined && seesClassOf(user, recipient);
}

/** Whether the user grades this student's work: a teacher of the subject in the student's class, its issuer, or the campus principal. */
export function canGrade(user: User, recipient: IssuedRecipient, issued: IssuedAssignmentRow): boolean {
  if (issued.issuedById === user.id) return true;
  const classYear = db.classYears.get(recipient.classYearId);
  if (!classYear) return false;
  if (isPrincipalOfClass(user, classYear)) return true;
  const subjectId = db.subjectYears.get(issued.subjectYearId)?.subjectId;
  return db.teachingAssignments.find((row) => row.teacherId === user.id && row.classYearId === classYear.id && row.subjectId === subjectId) !== undefined;
}

/** The student's assignment the user may grade: 404 as for reading, 403 when the user only reads it. */
export function gradableRecipient(user: User, id: string): { recipient: IssuedRecipient; issued: IssuedAssignmentRow } {
  const found = readableRecipient(user, id);
  if (!canGrade(user, found.recipient, found.issued)) throw new HttpError(403, NOT_YOUR_SUBJECT_MESSAGE);
  return found;
}

/**
 * Whether the user may change the dates of, withdraw or delete an issued assignment: with `update LessonBuilder`, the
 * teacher who issued it, or the principal of the campus and year of every class it reaches. Colleagues who grade it
 * do not rearrange it.
 */
export function canManage(user: User, issued: IssuedAssignmentRow): boolean {
  if (!hasPermission(user, 'update', 'LessonBuilder')) return false;
  if (issued.issuedById === user.id) return true;
  const recipients = db.issuedRecipients.filter((row) => row.issuedAssignmentId === issued.id);
  return (
    recipients.length > 0 &&
    recipients.every((recipient) => {
      const classYear = db.classYears.get(recipient.classYearId);
      return classYear !== undefined && isPrincipalOfClass(user, classYear);
    })
  );
}

/** The issued assignment the user may manage: 404 as for reading, 403 when the user only reads it. */
export function manageableIssued(user: User, id: string): { issued: IssuedAssignmentRow; recipients: IssuedRecipient[] } {
  const found = readableIssued(user, id);
  if (!canManage(user, found.issued)) throw new HttpError(403, NOT_YOUR_ASSIGNMENT_MESSAGE);
  return found;
}
