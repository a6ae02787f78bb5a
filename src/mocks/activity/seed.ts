import type { Prng } from '../prng';
import type { Assignment, AssignmentType, StudentAssignment, SubmissionStatus, SveExamType, SveExamTypeAssignment } from './schema';
import type { Student, TeachingAssignment } from '../school/schema';
import { DEMO_USER_IDS } from '../auth/seed';
import { CURRENT_ACADEMIC_YEAR_ID, SEED_CREATED_AT } from '../school/seed-reference';
import type { SeedStep } from '../seed';

/** Instants are stored in UTC; the school is in Singapore time (UTC+8), so 09:00 local is 01:00Z. */
function at(date: string, localTime: string): string {
  const [hours = 0, minutes = 0] = localTime.split(':').map(Number);
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + ((hours - 8) * 60 + minutes) * 60_000).toISOString();
}

function isoDate(offsetFromTermStart: number): string {
  return new Date(Date.parse('2026-10-05T00:00:00.000Z') + offsetFromTermStart * 86_400_000).toISOString().slice(0, 10);
}

export function buildSve(staffIds: ReadonlyArray<string>): { sveExamTypes: SveExamType[]; sveExamTypeAssignments: SveExamTypeAssignment[] } {
  const types: ReadonlyArray<readonly [string, string, string]> = [
    ['sve-2026-p6-mathematics', 'Primary 6 SVE Mathematics', CURRENT_ACADEMIC_YEAR_ID],
    ['sve-2026-p6-english', 'Primary 6 SVE English Language', CURRENT_ACADEMIC_YEAR_ID],
    ['sve-2026-s4-science', 'Secondary 4 SVE Science', CURRENT_ACADEMIC_YEAR_ID],
    ['sve-2026-jc2-general-paper', 'Junior College 2 SVE General Paper', CURRENT_ACADEMIC_YEAR_ID],
    ['sve-2025-p6-mathematics', 'Primary 6 SVE Mathematics', 'ay-2025'],
    ['sve-2025-s4-science', 'Secondary 4 SVE Science', 'ay-2025'],
  ];
  const sveExamTypes = types.map(([id, name, academicYearId]) => ({ id, createdAt: SEED_CREATED_AT, name, academicYearId }));
  const pairs: ReadonlyArray<readonly [string, string]> = [
    ['sve-2026-p6-mathematics', DEMO_USER_IDS.teacher],
    ['sve-2026-p6-english', DEMO_USER_IDS.principal],
    ...sveExamTypes.flatMap((type, index) => staffIds.slice(index * 2, index * 2 + 2).map((teacherId) => [type.id, teacherId] as const)),
  ];
  const sveExamTypeAssignments = pairs.map(([sveExamTypeId, teacherId]) => ({
    id: `sva-${sveExamTypeId.replace(/^sve-/, '')}-${teacherId.replace(/^u-/, '')}`,
    createdAt: SEED_CREATED_AT,
    sveExamTypeId,
    teacherId,
    academicYearId: sveExamTypes.find((type) => type.id === sveExamTypeId)?.academicYearId ?? CURRENT_ACADEMIC_YEAR_ID,
  }));
  return { sveExamTypes, sveExamTypeAssignments };
}

const ASSIGNMENT_TYPES: ReadonlyArray<AssignmentType> = ['Quiz', 'Homework', 'Class Work'];
const SEED_NOW = Date.parse('2026-11-21T12:00:00.000Z');

function submissionStatus(prng: Prng, isPastDue: boolean): SubmissionStatus {
  const roll = prng.next();
  if (isPastDue) return roll < 0.6 ? 'GRADED' : roll < 0.85 ? 'SUBMITTED' : 'NOT_SUBMITTED';
  return roll < 0.4 ? 'SUBMITTED' : 'NOT_SUBMITTED';
}

/** One assignment per lesson (class × core subject, except Chinese), each with every student's submission. */
export function buildAssignments(
  prng: Prng,
  teachingAssignments: ReadonlyArray<TeachingAssignment>,
  students: ReadonlyArray<Student>,
): { assignments: Assignment[]; studentAssignments: StudentAssignment[] } {
  const assignments: Assignment[] = [];
  const studentAssignments: StudentAssignment[] = [];
  for (const lesson of teachingAssignments.filter((candidate) => candidate.subjectId !== 'sub-chinese')) {
    const type = prng.pick(ASSIGNMENT_TYPES);
    const dueAt = at(isoDate(prng.int(30, 60)), '23:59');
    const assignment: Assignment = {
      id: `as-${String(assignments.length + 1).padStart(3, '0')}`,
      createdAt: at(isoDate(prng.int(0, 29)), '08:00'),
      title: `${type}: ${lesson.subjectId.replace(/^sub-/, '').replace(/-/g, ' ')} week ${prng.int(1, 10)}`,
      type,
      classYearId: lesson.classYearId,
      subjectId: lesson.subjectId,
      teacherId: lesson.teacherId,
      dueAt,
    };
    assignments.push(assignment);
    const isPastDue = Date.parse(dueAt) < SEED_NOW;
    for (const student of students.filter((candidate) => candidate.classYearId === lesson.classYearId)) {
      const status = submissionStatus(prng, isPastDue);
      studentAssignments.push({
        id: `sa-${String(studentAssignments.length + 1).padStart(5, '0')}`,
        createdAt: assignment.createdAt,
        assignmentId: assignment.id,
        studentId: student.id,
        status,
        submittedAt: status === 'NOT_SUBMITTED' ? null : assignment.createdAt,
        score: status === 'GRADED' ? prng.int(45, 100) : null,
      });
    }
  }
  return { assignments, studentAssignments };
}

/** Right after the school, from its shared generator: the teachers' assignments and SVE exam types. */
export const seedStep: SeedStep = {
  order: 20,
  build({ prng, rows }) {
    const { assignments, studentAssignments } = buildAssignments(prng, rows('teachingAssignments'), rows('students'));
    // `users` holds the school's staff alone until auth adds the demo accounts (order 40).
    return { ...buildSve(rows('users').map((member) => member.id)), assignments, studentAssignments };
  },
};
