import { ACTIONS, SUBJECTS, type Action, type Permission, type Subject } from '../../config/permissions';
import { DEMO_DEFAULT_PASSWORD, DEMO_PASSWORD } from '../demo-accounts';
import type { User } from './schema';
import { SEED_CREATED_AT } from '../school/seed-reference';
import type { SeedStep } from '../seed';

function grant(actions: ReadonlyArray<Action>, subjects: ReadonlyArray<Subject>): Permission[] {
  return subjects.flatMap((subject) => actions.map((action) => ({ action, subject })));
}

const EDIT: ReadonlyArray<Action> = ['view', 'create', 'update'];

export const PERMISSIONS = {
  all: grant(ACTIONS, SUBJECTS),
  homeroom: [
    ...grant(EDIT, [
      'Remark', 'HeightAndWeight', 'StreamingAndPromotion', 'Conduct', 'FormTeacherPeriod', 'LeapsEvent',
      'Class', 'StudentReport', 'LessonBuilder', 'CcaInYear', 'SchemeOfWork',
    ]),
    ...grant(['view'], ['PlacementTestResult']),
    ...grant(EDIT, ['AcademicDepartmentFile', 'SubjectFile', 'StudentPickUpRequest']),
    ...grant(['view'], ['Schedule']),
  ],
  teacher: [
    ...grant(EDIT, ['LessonBuilder', 'Class', 'StudentReport', 'SubjectFile', 'CcaInYear', 'SchemeOfWork']),
    ...grant(['view'], ['AcademicDepartmentFile', 'Schedule', 'SveExamType']),
  ],
  newcomer: grant(['view'], ['LessonBuilder', 'Class', 'CcaInYear', 'SchemeOfWork', 'Schedule']),
} satisfies Record<string, Permission[]>;

export const DEMO_USER_IDS = {
  principal: 'u-principal',
  homeroom: 'u-homeroom',
  teacher: 'u-teacher',
  newcomer: 'u-newcomer',
} as const;

function account(
  username: keyof typeof DEMO_USER_IDS,
  fullName: string,
  permissions: Permission[],
  extra: Partial<User> = {},
): User {
  return {
    id: DEMO_USER_IDS[username],
    createdAt: SEED_CREATED_AT,
    username,
    password: DEMO_PASSWORD,
    fullName,
    email: `${username}@demo.school`,
    adminPageAccessId: null,
    crossPortalAvailability: false,
    sgechineseServiceAvailability: false,
    koobitsServiceAvailability: false,
    hasDefaultPassword: false,
    permissions,
    ...extra,
  };
}

export function demoUsers(): User[] {
  return [
    account('principal', 'Mdm Siti Rahmah', PERMISSIONS.all, {
      adminPageAccessId: 'adm-1',
      crossPortalAvailability: true,
      sgechineseServiceAvailability: true,
      koobitsServiceAvailability: true,
    }),
    account('homeroom', 'Mr Daniel Tan', PERMISSIONS.homeroom),
    account('teacher', 'Ms Priya Nair', PERMISSIONS.teacher),
    account('newcomer', 'Mr Budi Santoso', PERMISSIONS.newcomer, {
      password: DEMO_DEFAULT_PASSWORD,
      hasDefaultPassword: true,
    }),
  ];
}

/** The demo accounts before the school's staff; nobody is signed in. */
export const seedStep: SeedStep = {
  order: 40,
  build: ({ rows }) => ({ users: [...demoUsers(), ...rows('users')], sessions: [], handoffCodes: [], signInFailures: [] }),
};
