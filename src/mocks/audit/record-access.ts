import type { User } from '../auth/schema';
import { db } from '../db';
import { requireTermRecordVisible, requireYearRecordVisible } from '../form-class/history-access';
import { notFound } from '../http/errors';
import { visibleSubjectYear } from '../school/access';

/**
 * Who may read a record's history: whoever may read the record itself, by the rules of the record's own area. An
 * entry throws as the record's own endpoint would (404 for a record that does not exist or the user may not know
 * of, 403 where the area answers 403) and returns when the user may read it; every change event of the record is
 * then theirs to read. A record type with no entry falls back to the event's class (see `canSeeEvent`).
 */
export type RecordAccess = (user: User, recordId: string) => void;

/** A mark's history is its subject's: 404 for a mark that does not exist, 403 for one of a subject the user may not see. */
function requireMarkVisible(user: User, recordId: string): void {
  const [assessmentId = '', studentId = ''] = recordId.split(':');
  const assessment = db.assessments.get(assessmentId);
  if (!assessment || !db.students.get(studentId)) throw notFound('Mark');
  visibleSubjectYear(user, assessment.subjectYearId);
}

export const RECORD_ACCESS: Readonly<Partial<Record<string, RecordAccess>>> = {
  Mark: requireMarkVisible,
  TermRecord: requireTermRecordVisible,
  YearRecord: requireYearRecordVisible,
};
