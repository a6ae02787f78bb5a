import { permissionRefusal, type Subject } from '../../config/permissions';
import type { User } from '../auth/schema';
import { visibleEvent } from '../calendar/occurrences';
import { visibleCcaYear } from '../cca/access';
import { db } from '../db';
import { visibleFile } from '../file-sharing/access';
import { requireTermRecordVisible, requireYearRecordVisible } from '../form-class/history-access';
import { hasPermission } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import { visibleLeapsEvent } from '../leaps/access';
import { isPrincipalOf, NOT_PRINCIPAL_MESSAGE } from '../placement/views';
import { visiblePickUpRequest } from '../release-student/access';
import { visibleSow } from '../scheme-of-work/access';
import { visibleSubjectYear } from '../school/access';

/**
 * Who may read a record's history: whoever may read the record itself, by the rules of the record's own area. An
 * entry throws as the record's own endpoint would (404 for a record that does not exist or the user may not know
 * of, 403 where the area answers 403) and returns when the user may read it; every change event of the record is
 * then theirs to read. A record type with no entry falls back to the event's class (see `canSeeEvent`).
 */
export type RecordAccess = (user: User, recordId: string) => void;

/** The 403 of `requirePermission`, which guards the area's own endpoints before they look at the record. */
function requireViewPermission(user: User, subject: Subject): void {
  if (!hasPermission(user, 'view', subject)) throw new HttpError(403, permissionRefusal('view', subject));
}

/** A mark's history is its subject's: 404 for a mark that does not exist, 403 for one of a subject the user may not see. */
function requireMarkVisible(user: User, recordId: string): void {
  const [assessmentId = '', studentId = ''] = recordId.split(':');
  const assessment = db.assessments.get(assessmentId);
  if (!assessment || !db.students.get(studentId)) throw notFound('Mark');
  visibleSubjectYear(user, assessment.subjectYearId);
}

/** A CCA member's grading is read on its CCA year's page (`GET /cca-years/{id}`): its teachers in charge and principal. */
function requireCcaMemberVisible(user: User, recordId: string): void {
  requireViewPermission(user, 'CcaInYear');
  const member = db.ccaMembers.get(recordId);
  if (!member) throw notFound('Member');
  visibleCcaYear(user, member.ccaYearId);
}

/** A LEAPS event is read by whoever keeps LEAPS records of one of its students (`GET /leaps-events/{id}`). */
function requireLeapsEventVisible(user: User, recordId: string): void {
  requireViewPermission(user, 'LeapsEvent');
  visibleLeapsEvent(user, recordId);
}

/** A placement result is read by the principal of its admission's branch and year (`GET /placement-test-results`). */
function requirePlacementResultVisible(user: User, recordId: string): void {
  requireViewPermission(user, 'PlacementTestResult');
  const result = db.placementTestResults.get(recordId);
  const admission = result ? db.studentAdmissions.get(result.studentAdmissionId) : undefined;
  if (!admission) throw notFound('Placement test result');
  if (!isPrincipalOf(user, admission.branchId, admission.academicYearId)) throw new HttpError(403, NOT_PRINCIPAL_MESSAGE);
}

/** A week of a scheme of work ("<plan id>:<week>") is read with its plan. */
function requireSowWeekVisible(user: User, recordId: string): void {
  requireViewPermission(user, 'SchemeOfWork');
  visibleSow(user, recordId.slice(0, recordId.lastIndexOf(':')));
}

/** Every occurrence of a recurring event is the event's one row, so the history is the series'. */
function requireCalendarEventVisible(user: User, recordId: string): void {
  requireViewPermission(user, 'Schedule');
  visibleEvent(user, recordId);
}

function requirePickUpVisible(user: User, recordId: string): void {
  requireViewPermission(user, 'StudentPickUpRequest');
  visiblePickUpRequest(user, recordId);
}

/** A shared file's history holds its versions too; the file's own share decides the permission and folder rules. */
function requireSharedFileVisible(user: User, recordId: string): void {
  const file = db.sharedFiles.get(recordId);
  if (!file) throw notFound('File');
  visibleFile(user, file.share, file.id);
}

export const RECORD_ACCESS: Readonly<Partial<Record<string, RecordAccess>>> = {
  Mark: requireMarkVisible,
  CcaMember: requireCcaMemberVisible,
  LeapsEvent: requireLeapsEventVisible,
  PlacementResult: requirePlacementResultVisible,
  SchemeOfWorkWeek: requireSowWeekVisible,
  CalendarEvent: requireCalendarEventVisible,
  PickUpRequest: requirePickUpVisible,
  SharedFile: requireSharedFileVisible,
  TermRecord: requireTermRecordVisible,
  YearRecord: requireYearRecordVisible,
};
