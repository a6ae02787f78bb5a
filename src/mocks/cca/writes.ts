import { nowIso } from '../http/record-writes';
import { db } from '../db';
import { HttpError } from '../http/errors';
import { capacityProblem, clashMessage, findClash } from '../../domain/cca/cca';
import type { SaveCcaGradesBody } from '../../domain/cca/bodies';
import { ccaMemberId } from './seed';
import type { CcaMember, CcaYear } from './schema';
import { ccaName, membersOf, membershipsOf, scheduleOf } from './views';

export const GRADES_CONFLICT_MESSAGE =
  'Someone else saved grades for this CCA since you opened it. Reload to see them; what you typed is kept.';

/** Writes the changed grades (fields left out are kept) once every entry is valid; 409 on a stale version. */
export function saveGrades(ccaYear: CcaYear, body: SaveCcaGradesBody): { updated: number; version: number } {
  if (body.version !== ccaYear.gradesVersion) throw new HttpError(409, GRADES_CONFLICT_MESSAGE);
  const members = new Map(membersOf(ccaYear.id).map((row) => [row.studentId, row]));
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  body.grades.forEach((entry, index) => {
    if (!members.has(entry.studentId))
      errors[`grades.${index}.studentId`] = `This student is not a member of ${ccaName(ccaYear)}.`;
    else if (seen.has(entry.studentId)) errors[`grades.${index}.studentId`] = 'This student is graded twice.';
    seen.add(entry.studentId);
  });
  const [first] = Object.values(errors);
  if (first) throw new HttpError(422, first, errors);
  for (const entry of body.grades) {
    const member = members.get(entry.studentId) as CcaMember;
    const patch: Partial<CcaMember> = {};
    if (entry.attendance !== undefined) patch.attendance = entry.attendance;
    if (entry.grade !== undefined) patch.grade = entry.grade;
    db.ccaMembers.update(member.id, patch);
  }
  const version = ccaYear.gradesVersion + 1;
  db.ccaYears.update(ccaYear.id, { gradesVersion: version });
  return { updated: body.grades.length, version };
}

/**
 * Adds students once each is of the CCA's campus, not a member yet and free on its meeting days, and
 * they all fit; otherwise 422 with one message per refused student (`studentIds.N`) and the capacity
 * under `studentIds`, nothing written.
 */
export function assignMembers(ccaYear: CcaYear, requested: readonly string[]): { added: number; membersCount: number } {
  const studentIds = [...new Set(requested)];
  const name = ccaName(ccaYear);
  const target = scheduleOf(ccaYear);
  const current = new Set(membersOf(ccaYear.id).map((row) => row.studentId));
  const errors: Record<string, string> = {};
  studentIds.forEach((studentId, index) => {
    const student = db.students.get(studentId);
    const field = `studentIds.${index}`;
    if (!student || student.branchId !== ccaYear.branchId) {
      const campus = db.branches.get(ccaYear.branchId)?.name ?? 'this campus';
      errors[field] = `Student "${studentId}" is not a student of ${campus}.`;
    } else if (current.has(studentId)) errors[field] = `${student.fullName} is already a member of ${name}.`;
    else {
      const clash = findClash(target, membershipsOf(studentId, ccaYear.academicYearId));
      if (clash) errors[field] = clashMessage(student.fullName, clash);
    }
  });
  const full = capacityProblem({ name, capacity: ccaYear.capacity, membersCount: current.size }, studentIds.length);
  if (full) errors.studentIds = full;
  const message = full ?? Object.values(errors)[0];
  if (message) throw new HttpError(422, message, errors);
  for (const studentId of studentIds) {
    db.ccaMembers.insert({
      id: ccaMemberId(ccaYear.id, studentId),
      createdAt: nowIso(),
      ccaYearId: ccaYear.id,
      academicYearId: ccaYear.academicYearId,
      studentId,
      attendance: null,
      grade: null,
    });
  }
  return { added: studentIds.length, membersCount: current.size + studentIds.length };
}
