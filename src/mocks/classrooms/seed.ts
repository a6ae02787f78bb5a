import { currentTermOn } from '../../domain/school/current-term';
import { createPrng } from '../prng';
import type { AcademicYear, ClassYear, Student, TeachingAssignment } from '../school/schema';
import type { DemoData } from '../schema';
import { buildEbadgeAwards, buildEbadges } from '../ebadges/seed';
import { buildTermRecords, buildYearRecords } from './seed-form-class';
import { buildAssessments, buildGradeBoundaries, buildSubjectYears } from '../gradebook/seed';
import { buildHolidays } from './seed-holidays';
import { buildParticulars } from './seed-particulars';
import { CURRENT_ACADEMIC_YEAR_ID, masterLevels, SEED_TODAY } from '../school/seed-reference';
import { withCompletionStates } from './seed-completion';
import { withRemarkSlips } from './seed-remark-slips';
import { nextLevelCode, streamsForLevelCode } from '../form-class/streams';
import { DEMO_USER_IDS } from '../auth/seed';
import type { SeedStep } from '../seed';

/** Its own seed, so adding issue 4's data left the rest of the school exactly as it was. */
const CLASSROOMS_SEED = 20261122;

/** The tables issue 4 added (classrooms, gradebook, e-badges), seeded together from their own seed. */
type ClassroomsData = Pick<
  DemoData,
  'studentParticulars' | 'subjectYears' | 'assessments' | 'gradeBoundaries' | 'studentTermRecords' | 'studentYearRecords' | 'holidays' | 'ebadges' | 'ebadgeAwards'
>;

export interface ClassroomsSeedInput {
  academicYears: ReadonlyArray<AcademicYear>;
  classYears: ReadonlyArray<ClassYear>;
  students: ReadonlyArray<Student>;
  teachingAssignments: ReadonlyArray<TeachingAssignment>;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

let cache: { key: string; data: ClassroomsData } | null = null;

/**
 * Issue 4's tables. Building them costs far more than the rest of the seed (tens of thousands of
 * marks) and resets run after every test, so the first build is kept and reused: the rows are deeply
 * frozen, which is safe because every change goes through Collection.update/insert (new objects),
 * and an accidental in-place mutation throws instead of leaking into the next reset.
 */
export function buildClassroomsSeed(input: ClassroomsSeedInput): ClassroomsData {
  const key = [input.academicYears.length, input.classYears.length, input.students.length, input.teachingAssignments.length].join('/');
  if (cache?.key !== key) cache = { key, data: deepFreeze(generate(input)) };
  const { data } = cache;
  return {
    studentParticulars: [...data.studentParticulars],
    subjectYears: [...data.subjectYears],
    assessments: [...data.assessments],
    gradeBoundaries: [...data.gradeBoundaries],
    studentTermRecords: [...data.studentTermRecords],
    studentYearRecords: [...data.studentYearRecords],
    holidays: [...data.holidays],
    ebadges: [...data.ebadges],
    ebadgeAwards: [...data.ebadgeAwards],
  };
}

/** The last term started on the seed's day (term 2 of 2026/2027): the demo's current term. */
function generate(input: ClassroomsSeedInput): ClassroomsData {
  const prng = createPrng(CLASSROOMS_SEED);
  const currentYear = input.academicYears.find((year) => year.id === CURRENT_ACADEMIC_YEAR_ID);
  if (!currentYear) throw new Error('The seed has no current academic year');
  const currentClassIds = new Set(input.classYears.filter((classYear) => classYear.academicYearId === currentYear.id).map((classYear) => classYear.id));
  const currentStudents = input.students.filter((student) => currentClassIds.has(student.classYearId));
  const holidays = buildHolidays();
  const subjectYears = buildSubjectYears(input.classYears, input.teachingAssignments);
  const ebadges = buildEbadges();
  const levelCodeOfClass = new Map(
    input.classYears.map((classYear) => [classYear.id, masterLevels.find((level) => level.id === classYear.masterLevelId)?.code ?? '']),
  );
  const streamsOf = (student: Student) => streamsForLevelCode(nextLevelCode(levelCodeOfClass.get(student.classYearId) ?? ''));
  const demoHomerooms = new Set<string>([DEMO_USER_IDS.principal, DEMO_USER_IDS.homeroom]);
  const formClass = withCompletionStates(
    buildTermRecords(prng, currentYear, currentStudents, holidays),
    buildYearRecords(prng, currentYear, currentStudents, streamsOf),
    currentStudents,
    {
      classIds: new Set(input.classYears.filter((classYear) => demoHomerooms.has(classYear.homeroomTeacherId ?? '')).map((classYear) => classYear.id)),
      currentTerm: currentTermOn(currentYear, SEED_TODAY),
      retainedReason: 'Missed most of terms 1 and 2 through illness; repeating the level will consolidate the basics.',
    },
  );
  const homeroomClass = input.classYears.find((classYear) => classYear.homeroomTeacherId === DEMO_USER_IDS.homeroom && classYear.academicYearId === currentYear.id);
  const terms = homeroomClass
    ? withRemarkSlips(formClass.terms, currentStudents, { classId: homeroomClass.id, currentTerm: currentTermOn(currentYear, SEED_TODAY) })
    : formClass.terms;
  return {
    studentParticulars: buildParticulars(prng, input.students),
    subjectYears,
    assessments: buildAssessments(prng, subjectYears, input.students),
    gradeBoundaries: buildGradeBoundaries(input.academicYears),
    studentTermRecords: terms,
    studentYearRecords: formClass.years,
    holidays,
    ebadges,
    ebadgeAwards: buildEbadgeAwards(prng, input.classYears, input.students, ebadges),
  };
}

/** Particulars, marks and form-class records of the school's students (the gradebook's and e-badges' tables too). */
export const seedStep: SeedStep = {
  order: 70,
  build: ({ rows }) =>
    buildClassroomsSeed({
      academicYears: rows('academicYears'),
      classYears: rows('classYears'),
      students: rows('students'),
      teachingAssignments: rows('teachingAssignments'),
    }),
};
