import type { Prng } from '../prng';
import type { User } from '../auth/schema';
import type { ClassYear, EmployeePosition, MasterLevel, TeachingAssignment } from './schema';
import { DEMO_USER_IDS, PERMISSIONS } from '../auth/seed';
import { generatePersonName, slug, staffTitle } from './names';
import {
  academicYears,
  branches,
  CURRENT_ACADEMIC_YEAR_ID,
  FIRST_BRANCH_ID,
  masterLevels as referenceLevels,
  masterProgrammes,
  positions,
  SECOND_BRANCH_ID,
  SEED_CREATED_AT,
  subjects,
} from './seed-reference';
import { DEMO_PASSWORD } from '../demo-accounts';
import type { SeedStep } from '../seed';
import { buildStudents } from './seed-students';

/** The class every demo teacher meets: the principal's homeroom class, also taught by homeroom and teacher. */
export const SHARED_CLASS_ID = 'cy-primary-4-courage';
export const HOMEROOM_CLASS_ID = 'cy-primary-5-courage';

const CLASS_PLAN: ReadonlyArray<readonly [branchId: string, levelIds: ReadonlyArray<string>, virtue: string]> = [
  [FIRST_BRANCH_ID, [1, 2, 3, 4, 5, 6].map((n) => `ml-primary${n}`), 'Courage'],
  [FIRST_BRANCH_ID, [1, 2, 3, 4, 5, 6].map((n) => `ml-primary${n}`), 'Integrity'],
  [FIRST_BRANCH_ID, [1, 2, 3, 4].map((n) => `ml-secondary${n}`), 'Harmony'],
  [FIRST_BRANCH_ID, ['ml-junior-college1', 'ml-junior-college2'], 'Wisdom'],
  [SECOND_BRANCH_ID, ['ml-pre-nursery', 'ml-nursery', 'ml-kindergarten1', 'ml-kindergarten2'], 'Kindness'],
  [SECOND_BRANCH_ID, [1, 2, 3, 4, 5, 6].map((n) => `ml-primary${n}`), 'Resilience'],
  [SECOND_BRANCH_ID, [1, 2, 3, 4].map((n) => `ml-secondary${n}`), 'Perseverance'],
  [SECOND_BRANCH_ID, [1, 2, 3].map((n) => `ml-secondary${n}-acc`), 'Excellence'],
  [SECOND_BRANCH_ID, ['ml-junior-college-bridging'], 'Wisdom'],
];

/** Subjects taught (and tracked with assignments) in every class. */
export const CORE_SUBJECT_IDS = ['sub-english-language', 'sub-mathematics', 'sub-science', 'sub-chinese'];

export interface School {
  classYears: ClassYear[];
  staff: User[];
  teachingAssignments: TeachingAssignment[];
  employeePositions: EmployeePosition[];
}

function staffMember(prng: Prng, index: number, isHomeroom: boolean): User {
  const { fullName, gender } = generatePersonName(prng);
  const number = String(index + 1).padStart(2, '0');
  return {
    id: `u-staff-${number}`,
    createdAt: SEED_CREATED_AT,
    username: `staff${number}`,
    password: DEMO_PASSWORD,
    fullName: `${staffTitle(gender, prng)} ${fullName}`,
    email: `staff${number}@demo.school`,
    adminPageAccessId: null,
    crossPortalAvailability: false,
    sgechineseServiceAvailability: false,
    koobitsServiceAvailability: false,
    hasDefaultPassword: false,
    permissions: isHomeroom ? PERMISSIONS.homeroom : PERMISSIONS.teacher,
  };
}

function position(employeeId: string, positionId: string, branchId: string, academicYearId = CURRENT_ACADEMIC_YEAR_ID): EmployeePosition {
  return {
    id: `ep-${employeeId.replace(/^u-/, '')}-${academicYearId.replace(/^ay-/, '')}`,
    createdAt: SEED_CREATED_AT,
    employeeId,
    positionId,
    branchId,
    academicYearId,
  };
}

/** Demo teachers' lessons in other people's classes, so their dashboards have real figures. */
const DEMO_TEACHING: ReadonlyArray<readonly [classYearId: string, subjectId: string, teacherId: string]> = [
  [SHARED_CLASS_ID, 'sub-english-language', DEMO_USER_IDS.homeroom],
  [HOMEROOM_CLASS_ID, 'sub-english-language', DEMO_USER_IDS.homeroom],
  [SHARED_CLASS_ID, 'sub-mathematics', DEMO_USER_IDS.teacher],
  [HOMEROOM_CLASS_ID, 'sub-mathematics', DEMO_USER_IDS.teacher],
  ['cy-primary-6-integrity', 'sub-mathematics', DEMO_USER_IDS.teacher],
  ['cy-primary-1-resilience', 'sub-science', DEMO_USER_IDS.newcomer],
];

export function buildSchool(prng: Prng, masterLevels: ReadonlyArray<MasterLevel>): School {
  const plannedClasses = CLASS_PLAN.flatMap(([branchId, levelIds, virtue]) =>
    levelIds.map((masterLevelId) => ({ branchId, masterLevelId, virtue })),
  );
  const staff: User[] = [];
  const classYears: ClassYear[] = plannedClasses.map(({ branchId, masterLevelId, virtue }, index) => {
    const level = masterLevels.find((candidate) => candidate.id === masterLevelId);
    if (!level) throw new Error(`Unknown level ${masterLevelId}`);
    const name = `${level.name} ${virtue}`;
    const id = `cy-${slug(name)}`;
    let homeroomTeacherId: string;
    if (id === SHARED_CLASS_ID) homeroomTeacherId = DEMO_USER_IDS.principal;
    else if (id === HOMEROOM_CLASS_ID) homeroomTeacherId = DEMO_USER_IDS.homeroom;
    else {
      const teacher = staffMember(prng, staff.length, true);
      staff.push(teacher);
      homeroomTeacherId = teacher.id;
    }
    return {
      id,
      createdAt: `2026-06-${String(10 + (index % 20)).padStart(2, '0')}T00:00:00.000Z`,
      name,
      academicYearId: CURRENT_ACADEMIC_YEAR_ID,
      branchId,
      masterLevelId,
      homeroomTeacherId,
    };
  });
  for (let i = 0; i < 8; i += 1) staff.push(staffMember(prng, staff.length, false));

  const demoLessons = new Map(DEMO_TEACHING.map(([classYearId, subjectId, teacherId]) => [`${classYearId}/${subjectId}`, teacherId]));
  const teachingAssignments: TeachingAssignment[] = classYears.flatMap((classYear) =>
    CORE_SUBJECT_IDS.map((subjectId) => {
      const branchStaff = staff.filter((member) => staffBranch(member, classYears) === classYear.branchId);
      const teacherId = demoLessons.get(`${classYear.id}/${subjectId}`) ?? prng.pick(branchStaff.length ? branchStaff : staff).id;
      return {
        id: `ta-${classYear.id.replace(/^cy-/, '')}-${subjectId.replace(/^sub-/, '')}`,
        createdAt: classYear.createdAt,
        classYearId: classYear.id,
        subjectId,
        teacherId,
      };
    }),
  );

  const employeePositions: EmployeePosition[] = [
    position(DEMO_USER_IDS.principal, 'pos-principal', FIRST_BRANCH_ID),
    position(DEMO_USER_IDS.principal, 'pos-vice-principal', FIRST_BRANCH_ID, 'ay-2025'),
    position(DEMO_USER_IDS.homeroom, 'pos-teacher', FIRST_BRANCH_ID),
    position(DEMO_USER_IDS.teacher, 'pos-teacher', FIRST_BRANCH_ID),
    position(DEMO_USER_IDS.newcomer, 'pos-teacher', SECOND_BRANCH_ID),
    ...staff.map((member, index) =>
      position(member.id, index === 0 ? 'pos-principal' : index % 9 === 1 ? 'pos-head-of-department' : 'pos-teacher',
        index === 0 ? SECOND_BRANCH_ID : staffBranch(member, classYears) ?? FIRST_BRANCH_ID),
    ),
  ];
  return { classYears, staff, teachingAssignments, employeePositions };
}

/** Staff work at the branch of their homeroom class; the rest split between branches. */
function staffBranch(member: User, classYears: ClassYear[]): string | undefined {
  const homeroom = classYears.find((classYear) => classYear.homeroomTeacherId === member.id);
  if (homeroom) return homeroom.branchId;
  const number = Number(member.id.replace(/^u-staff-/, ''));
  return number % 2 === 0 ? FIRST_BRANCH_ID : SECOND_BRANCH_ID;
}

/** The school itself, first: every other step reads its classes, students and staff. The staff fill `users` until auth adds the demo accounts. */
export const seedStep: SeedStep = {
  order: 10,
  build({ prng }) {
    const copy = <T extends object>(rows: ReadonlyArray<T>): T[] => rows.map((row) => ({ ...row }));
    const school = buildSchool(prng, referenceLevels);
    return {
      branches: copy(branches),
      academicYears: copy(academicYears),
      masterProgrammes: copy(masterProgrammes),
      masterLevels: copy(referenceLevels),
      classYears: school.classYears,
      students: buildStudents(prng, school.classYears, referenceLevels),
      subjects: copy(subjects),
      positions: copy(positions),
      employeePositions: school.employeePositions,
      users: school.staff,
      teachingAssignments: school.teachingAssignments,
    };
  },
};
