import { TERM_NUMBERS } from '../../domain/gradebook/term-score';
import type { Subject } from '../../config/permissions';
import type { User } from '../auth/schema';
import { db } from '../db';
import { notFound } from '../http/errors';
import type { Student } from '../school/schema';
import { homeroomClass, requireAnyFormClassPermission } from './access';
import { newTermRecordId, newYearRecordId } from './record-ids';

// Who may read a term or year record's history (src/mocks/audit/record-access.ts): whoever may open a grid that shows
// it — `view` on one of those grids' kinds and homeroom teacher of the pupil's class, as the grids' own GETs decide.

/** The grids a term record's sections show in, and those of a year record's. */
const TERM_RECORD_SUBJECTS: ReadonlyArray<Subject> = ['Remark', 'HeightAndWeight', 'Conduct'];
const YEAR_RECORD_SUBJECTS: ReadonlyArray<Subject> = ['StreamingAndPromotion', 'FormTeacherPeriod'];

/**
 * The pupil a never-saved record's id stands for: the grid row of a pupil with no record yet carries the id the
 * first save will give it, so its history (empty) opens as any other row's. Other ids are unknown.
 */
function studentOfNewRecord(recordId: string, idsOf: (student: Student, academicYearId: string) => string[]): Student | undefined {
  return db.students.all().find((student) => {
    const classYear = db.classYears.get(student.classYearId);
    return classYear !== undefined && idsOf(student, classYear.academicYearId).includes(recordId);
  });
}

function requireGridReader(user: User, student: Student | undefined, subjects: ReadonlyArray<Subject>): void {
  if (!student) throw notFound('Record');
  requireAnyFormClassPermission(user, subjects);
  homeroomClass(user, student.classYearId);
}

export function requireTermRecordVisible(user: User, recordId: string): void {
  const row = db.studentTermRecords.get(recordId);
  const student = row
    ? db.students.get(row.studentId)
    : studentOfNewRecord(recordId, (pupil, academicYearId) => TERM_NUMBERS.map((term) => newTermRecordId(pupil.id, academicYearId, term)));
  requireGridReader(user, student, TERM_RECORD_SUBJECTS);
}

export function requireYearRecordVisible(user: User, recordId: string): void {
  const row = db.studentYearRecords.get(recordId);
  const student = row ? db.students.get(row.studentId) : studentOfNewRecord(recordId, (pupil, academicYearId) => [newYearRecordId(pupil.id, academicYearId)]);
  requireGridReader(user, student, YEAR_RECORD_SUBJECTS);
}
