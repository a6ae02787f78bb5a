import { createPrng } from '../prng';
import type { AcademicYear, ClassroomsData, ClassYear, Student, TeachingAssignment } from '../types';
import { buildEbadgeAwards, buildEbadges } from './ebadges';
import { buildTermRecords, buildYearRecords } from './form-class';
import { buildAssessments, buildGradeBoundaries, buildSubjectYears } from './gradebook';
import { buildHolidays } from './holidays';
import { buildParticulars } from './particulars';
import { CURRENT_ACADEMIC_YEAR_ID } from './reference';

/** Its own seed, so adding issue 4's data left the rest of the school exactly as it was. */
const CLASSROOMS_SEED = 20261122;

export interface ClassroomsSeedInput {
  academicYears: ReadonlyArray<AcademicYear>;
  classYears: ReadonlyArray<ClassYear>;
  students: ReadonlyArray<Student>;
  teachingAssignments: ReadonlyArray<TeachingAssignment>;
}

export function buildClassroomsSeed(input: ClassroomsSeedInput): ClassroomsData {
  const prng = createPrng(CLASSROOMS_SEED);
  const currentYear = input.academicYears.find((year) => year.id === CURRENT_ACADEMIC_YEAR_ID);
  if (!currentYear) throw new Error('The seed has no current academic year');
  const currentClassIds = new Set(input.classYears.filter((classYear) => classYear.academicYearId === currentYear.id).map((classYear) => classYear.id));
  const currentStudents = input.students.filter((student) => currentClassIds.has(student.classYearId));
  const holidays = buildHolidays();
  const subjectYears = buildSubjectYears(input.classYears, input.teachingAssignments);
  const ebadges = buildEbadges();
  return {
    studentParticulars: buildParticulars(prng, input.students),
    subjectYears,
    assessments: buildAssessments(prng, subjectYears, input.students),
    gradeBoundaries: buildGradeBoundaries(input.academicYears),
    studentTermRecords: buildTermRecords(prng, currentYear, currentStudents, holidays),
    studentYearRecords: buildYearRecords(prng, currentYear, currentStudents),
    holidays,
    ebadges,
    ebadgeAwards: buildEbadgeAwards(prng, input.classYears, input.students, ebadges),
  };
}
