import { db } from '../db';
import type { PickUpRequest } from './schema';

/** A request as the screen reads it: the row with its student's and class's names. */
export function pickUpRequestItem(row: PickUpRequest) {
  const student = db.students.get(row.studentId);
  const classYear = db.classYears.get(row.classYearId);
  return {
    ...row,
    student: { id: row.studentId, fullName: student?.fullName ?? row.studentId },
    classYear: { id: row.classYearId, name: classYear?.name ?? row.classYearId },
  };
}
