import type { User } from '../auth/schema';
import { db } from '../db';
import { notFound } from '../http/errors';
import type { IssuedAssignmentRow, IssuedRecipient } from '../resources/schema';
import { canSeeClass } from '../school/access';

// Who sees student work: the staff who see the student's class (its teachers, its homeroom teacher, the principal
// of its year), as for the /assignments list. Anything else is answered as if it did not exist.

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
