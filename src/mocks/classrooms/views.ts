import { db } from '../db';
import type { SubjectYear } from '../gradebook/schema';
import type { ClassYear, Student } from '../school/schema';

export interface Person {
  id: string;
  fullName: string;
}

export function person(userId: string | null | undefined): Person | null {
  const user = userId ? db.users.get(userId) : undefined;
  return user ? { id: user.id, fullName: user.fullName } : null;
}

/** Who a student is, as class lists and reports show it: the student with their ID document. */
export function studentIdentity(student: Student) {
  const particulars = db.studentParticulars.get(student.id);
  return {
    id: student.id,
    fullName: student.fullName,
    gender: student.gender,
    dateOfBirth: student.dateOfBirth,
    idType: particulars?.idType ?? null,
    idNumber: particulars?.idNumber ?? null,
  };
}

export function studentsOfClass(classYearId: string) {
  return db.students
    .filter((student) => student.classYearId === classYearId)
    .sort((a, b) => a.fullName.localeCompare(b.fullName, 'en') || a.id.localeCompare(b.id));
}

/** The class list item of the contract, plus levelOrder so that "sortBy=level" follows the levels' order. */
export function classYearItem(classYear: ClassYear) {
  const year = db.academicYears.get(classYear.academicYearId);
  const branch = db.branches.get(classYear.branchId);
  const level = db.masterLevels.get(classYear.masterLevelId);
  return {
    id: classYear.id,
    createdAt: classYear.createdAt,
    name: classYear.name,
    academicYearId: classYear.academicYearId,
    academicYear: year ? { id: year.id, year: year.year } : null,
    branchId: classYear.branchId,
    branch: branch ? { id: branch.id, name: branch.name } : null,
    masterLevelId: classYear.masterLevelId,
    masterLevel: level ? { id: level.id, name: level.name } : null,
    levelOrder: level?.order ?? 0,
    homeroomTeacherId: classYear.homeroomTeacherId,
    homeroomTeacher: person(classYear.homeroomTeacherId),
    studentsCount: db.students.filter((student) => student.classYearId === classYear.id).length,
  };
}

export function teachersOf(subjectYear: SubjectYear): Person[] {
  const ids = new Set(
    db.teachingAssignments
      .filter((lesson) => lesson.classYearId === subjectYear.classYearId && lesson.subjectId === subjectYear.subjectId)
      .map((lesson) => lesson.teacherId),
  );
  return [...ids].map(person).filter((teacher): teacher is Person => teacher !== null);
}

export function subjectYearItem(subjectYear: SubjectYear) {
  const subject = db.subjects.get(subjectYear.subjectId);
  const classYear = db.classYears.get(subjectYear.classYearId);
  const subjectName = subject?.name ?? 'Subject';
  const className = classYear?.name ?? 'Class';
  return {
    id: subjectYear.id,
    createdAt: subjectYear.createdAt,
    name: `${subjectName} – ${className}`,
    subjectId: subjectYear.subjectId,
    subject: { id: subjectYear.subjectId, name: subjectName },
    classYearId: subjectYear.classYearId,
    classYear: { id: subjectYear.classYearId, name: className },
    academicYearId: subjectYear.academicYearId,
    teachers: teachersOf(subjectYear),
    studentsCount: db.students.filter((student) => student.classYearId === subjectYear.classYearId).length,
  };
}
