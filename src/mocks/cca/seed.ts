import type { Prng } from '../prng';
import type { EmployeePosition, Student } from '../school/schema';
import { DEMO_USER_IDS } from '../auth/seed';
import { FIRST_BRANCH_ID, SECOND_BRANCH_ID, SEED_CREATED_AT } from '../school/seed-reference';
import { slug } from '../school/names';
import {
  findClash,
  PARTICIPATION_GRADES,
  type CcaCategory,
  type ParticipationGrade,
  type Weekday,
} from '../../domain/cca/cca';
import type { Cca, CcaMember, CcaYear } from './schema';
import type { SeedStep } from '../seed';

interface PlannedCca {
  name: string;
  category: CcaCategory;
  branchId: string;
  days: Weekday[];
  capacity: number;
  /** Members this year; last year's CCA had about nine in ten of that. */
  members: number;
  /** Demo accounts in charge; every CCA also has one of the branch's staff. */
  demoTeachers: string[];
  /** The share of this year's members already graded (term 2 of 4). */
  graded: number;
}

const { principal, homeroom, teacher, newcomer } = DEMO_USER_IDS;

/**
 * Chess Club is full and Basketball one place short; Chess, Basketball and Choir share Wednesday and
 * Robotics and Football share Tuesday, so assigning their members to each other clashes. One CCA per line.
 */
// prettier-ignore
const PLAN: ReadonlyArray<PlannedCca> = [
  { name: 'Chess Club', category: 'Clubs and Societies', branchId: FIRST_BRANCH_ID, days: ['WEDNESDAY'], capacity: 16, members: 16, demoTeachers: [teacher], graded: 0.5 },
  { name: 'Robotics Club', category: 'Clubs and Societies', branchId: FIRST_BRANCH_ID, days: ['TUESDAY'], capacity: 20, members: 17, demoTeachers: [teacher], graded: 0 },
  { name: 'Basketball', category: 'Sports', branchId: FIRST_BRANCH_ID, days: ['WEDNESDAY'], capacity: 24, members: 23, demoTeachers: [homeroom], graded: 1 },
  { name: 'Choir', category: 'Performing Arts', branchId: FIRST_BRANCH_ID, days: ['MONDAY', 'WEDNESDAY'], capacity: 40, members: 36, demoTeachers: [homeroom, principal], graded: 0.6 },
  { name: 'Scouts', category: 'Uniformed Groups', branchId: FIRST_BRANCH_ID, days: ['SATURDAY'], capacity: 32, members: 24, demoTeachers: [principal], graded: 0.3 },
  { name: 'Football', category: 'Sports', branchId: FIRST_BRANCH_ID, days: ['TUESDAY', 'THURSDAY'], capacity: 30, members: 26, demoTeachers: [], graded: 0.8 },
  { name: 'Chinese Orchestra', category: 'Performing Arts', branchId: FIRST_BRANCH_ID, days: ['FRIDAY'], capacity: 30, members: 22, demoTeachers: [], graded: 0 },
  { name: 'Art Club', category: 'Clubs and Societies', branchId: FIRST_BRANCH_ID, days: ['MONDAY'], capacity: 25, members: 12, demoTeachers: [], graded: 1 },
  { name: 'Drama Club', category: 'Performing Arts', branchId: SECOND_BRANCH_ID, days: ['THURSDAY'], capacity: 25, members: 15, demoTeachers: [newcomer], graded: 0.5 },
  { name: 'Badminton', category: 'Sports', branchId: SECOND_BRANCH_ID, days: ['TUESDAY'], capacity: 20, members: 18, demoTeachers: [], graded: 0.4 },
  { name: 'National Cadet Corps', category: 'Uniformed Groups', branchId: SECOND_BRANCH_ID, days: ['SATURDAY'], capacity: 30, members: 20, demoTeachers: [], graded: 0 },
];

const YEARS = [
  { academicYearId: 'ay-2025', share: 0.9, graded: () => 1 },
  { academicYearId: 'ay-2026', share: 1, graded: (cca: PlannedCca) => cca.graded },
] as const;

export const ccaYearId = (academicYearId: string, ccaId: string) =>
  `ccay-${academicYearId.replace(/^ay-/, '')}-${ccaId.replace(/^cca-/, '')}`;
export const ccaMemberId = (ccaYearId: string, studentId: string) =>
  `ccam-${ccaYearId.replace(/^ccay-/, '')}-${studentId}`;

function participation(prng: Prng): { attendance: number; grade: ParticipationGrade } {
  const attendance = prng.int(55, 100);
  const step = attendance >= 92 ? 0 : attendance >= 80 ? 1 : attendance >= 65 ? 2 : 3;
  const nudged = Math.min(3, Math.max(0, step + (prng.chance(0.2) ? (prng.chance(0.5) ? -1 : 1) : 0)));
  return { attendance, grade: PARTICIPATION_GRADES[nudged] ?? 'GOOD' };
}

/** A shuffled copy, so each CCA draws its members from across the branch. */
function shuffled<T>(prng: Prng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = prng.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** The CCAs of both branches in the last and the current year, their members (never two CCAs on one day) and grades. */
export function buildCcaSeed(
  prng: Prng,
  {
    students,
    employeePositions,
  }: { students: ReadonlyArray<Student>; employeePositions: ReadonlyArray<EmployeePosition> },
): { ccas: Cca[]; ccaYears: CcaYear[]; ccaMembers: CcaMember[] } {
  const ccas: Cca[] = PLAN.map((plan) => ({
    id: `cca-${slug(plan.name)}`,
    createdAt: SEED_CREATED_AT,
    name: plan.name,
    category: plan.category,
  }));
  const staffOf = (branchId: string) =>
    employeePositions
      .filter(
        (row) => row.branchId === branchId && row.positionId === 'pos-teacher' && row.employeeId.startsWith('u-staff-'),
      )
      .map((row) => row.employeeId);
  const ccaYears: CcaYear[] = [];
  const ccaMembers: CcaMember[] = [];
  for (const year of YEARS) {
    const schedules = new Map<string, { id: string; name: string; meetingDays: Weekday[] }[]>();
    PLAN.forEach((plan, index) => {
      const cca = ccas[index] as Cca;
      const staff = staffOf(plan.branchId);
      const row: CcaYear = {
        id: ccaYearId(year.academicYearId, cca.id),
        createdAt: SEED_CREATED_AT,
        ccaId: cca.id,
        academicYearId: year.academicYearId,
        branchId: plan.branchId,
        meetingDays: plan.days,
        capacity: plan.capacity,
        teacherIds: [...plan.demoTeachers, staff[index % Math.max(1, staff.length)] ?? principal],
        gradesVersion: 1,
      };
      ccaYears.push(row);
      const schedule = { id: row.id, name: cca.name, meetingDays: plan.days };
      const wanted = Math.round(plan.members * year.share);
      const gradedCount = Math.round(wanted * year.graded(plan));
      let taken = 0;
      for (const student of shuffled(
        prng,
        students.filter((candidate) => candidate.branchId === plan.branchId),
      )) {
        if (taken === wanted) break;
        const memberships = schedules.get(student.id) ?? [];
        if (memberships.length >= 2 || findClash(schedule, memberships)) continue;
        schedules.set(student.id, [...memberships, schedule]);
        const grading = taken < gradedCount ? participation(prng) : { attendance: null, grade: null };
        ccaMembers.push({
          id: ccaMemberId(row.id, student.id),
          createdAt: SEED_CREATED_AT,
          ccaYearId: row.id,
          academicYearId: year.academicYearId,
          studentId: student.id,
          ...grading,
        });
        taken += 1;
      }
    });
  }
  return { ccas, ccaYears, ccaMembers };
}

/** Its own generator too, so the CCAs left every other table as it was. */
export const seedStep: SeedStep = {
  order: 130,
  build: ({ ownPrng, rows }) => buildCcaSeed(ownPrng(11), { students: rows('students'), employeePositions: rows('employeePositions') }),
};
