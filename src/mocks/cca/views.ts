import { db } from '../db';
import { person, type Person } from '../classrooms/views';
import { isMemberGraded, placesLeft, type CcaSchedule } from '../../domain/cca/cca';
import type { CcaMember, CcaYear } from './schema';

export const membersOf = (ccaYearId: string): CcaMember[] => db.ccaMembers.filter((row) => row.ccaYearId === ccaYearId);

export function ccaName(ccaYear: CcaYear): string {
  return db.ccas.get(ccaYear.ccaId)?.name ?? ccaYear.ccaId;
}

export function scheduleOf(ccaYear: CcaYear): CcaSchedule {
  return { id: ccaYear.id, name: ccaName(ccaYear), meetingDays: ccaYear.meetingDays };
}

/** The student's CCAs in an academic year, as the clash rule sees them. */
export function membershipsOf(studentId: string, academicYearId: string): CcaSchedule[] {
  return db.ccaMembers
    .filter((row) => row.studentId === studentId && row.academicYearId === academicYearId)
    .flatMap((row) => {
      const ccaYear = db.ccaYears.get(row.ccaYearId);
      return ccaYear ? [scheduleOf(ccaYear)] : [];
    });
}

/** A CCA year as lists show it: the activity, when it meets, who runs it, how full and how graded. */
export function ccaYearItem(ccaYear: CcaYear) {
  const cca = db.ccas.get(ccaYear.ccaId);
  const members = membersOf(ccaYear.id);
  const name = cca?.name ?? ccaYear.ccaId;
  return {
    id: ccaYear.id,
    createdAt: ccaYear.createdAt,
    ccaId: ccaYear.ccaId,
    name,
    category: cca?.category ?? 'Clubs and Societies',
    academicYearId: ccaYear.academicYearId,
    academicYear: { id: ccaYear.academicYearId, year: db.academicYears.get(ccaYear.academicYearId)?.year ?? '' },
    branch: { id: ccaYear.branchId, name: db.branches.get(ccaYear.branchId)?.name ?? '' },
    meetingDays: ccaYear.meetingDays,
    capacity: ccaYear.capacity,
    membersCount: members.length,
    placesLeft: placesLeft({ name, capacity: ccaYear.capacity, membersCount: members.length }),
    gradedCount: members.filter(isMemberGraded).length,
    teachers: ccaYear.teacherIds.map(person).filter((teacher): teacher is Person => teacher !== null),
  };
}

function classOf(studentId: string) {
  const classYearId = db.students.get(studentId)?.classYearId;
  const classYear = classYearId ? db.classYears.get(classYearId) : undefined;
  return classYear ? { id: classYear.id, name: classYear.name } : null;
}

/** One CCA year with its members (by name, each with its own id: the record of its history) and their grading, and the version a grades save must send. */
export function ccaYearDetail(ccaYear: CcaYear) {
  const members = membersOf(ccaYear.id)
    .map((row) => ({
      id: row.id,
      studentId: row.studentId,
      fullName: db.students.get(row.studentId)?.fullName ?? row.studentId,
      classYear: classOf(row.studentId),
      attendance: row.attendance,
      grade: row.grade,
    }))
    .sort((a, b) => a.fullName.localeCompare(b.fullName, 'en'));
  return { ...ccaYearItem(ccaYear), version: ccaYear.gradesVersion, members };
}

/** A student as the CCA assignment search shows them: name, class and CCAs of the academic year. */
export function ccaStudentItem(studentId: string, academicYearId: string) {
  const student = db.students.get(studentId);
  return {
    id: studentId,
    createdAt: student?.createdAt ?? '',
    fullName: student?.fullName ?? studentId,
    classYear: classOf(studentId),
    ccaYears: membershipsOf(studentId, academicYearId).map((cca) => ({
      id: cca.id,
      name: cca.name,
      meetingDays: [...cca.meetingDays],
    })),
  };
}
