import { DEMO_USER_IDS } from '../auth/seed';
import type { IssuedAssignmentRow, IssuedRecipient, ResourceContent } from '../resources/schema';
import type { Student } from '../school/schema';

/** How far an issued assignment has come, which decides how much of the class handed in and was graded. */
export type Phase = 'graded' | 'marking' | 'bench' | 'open' | 'upcoming';

interface Plan {
  sourceId: string;
  by: string;
  /** Classes reached, each with how many of its students (all when absent). */
  classes: ReadonlyArray<readonly [string, number?]>;
  phase: Phase;
}

const DATES: Record<Phase, { start: string; due: string }> = {
  graded: { start: '2026-10-26', due: '2026-11-02' },
  marking: { start: '2026-11-09', due: '2026-11-16' },
  bench: { start: '2026-11-12', due: '2026-11-19' },
  open: { start: '2026-11-20', due: '2026-12-04' },
  upcoming: { start: '2026-12-07', due: '2026-12-14' },
};

/**
 * Assignments every demo teacher has given, in every phase: the teacher's mathematics (with the bench's 40
 * submissions across Primary 5 Courage and part of Primary 6 Integrity), the homeroom teacher's English, and
 * two the principal set to the class she is homeroom teacher of, and a relief lesson she set with recordings.
 */
const PLANS: readonly Plan[] = [
  { sourceId: 'ls-primary-5-courage-mathematics-4-3', by: DEMO_USER_IDS.teacher, classes: [['cy-primary-5-courage'], ['cy-primary-6-integrity', 10]], phase: 'bench' },
  { sourceId: 'ls-primary-5-courage-mathematics-1-1', by: DEMO_USER_IDS.teacher, classes: [['cy-primary-5-courage']], phase: 'open' },
  { sourceId: 'ra-primary-5-courage-mathematics-1-3', by: DEMO_USER_IDS.teacher, classes: [['cy-primary-5-courage']], phase: 'graded' },
  { sourceId: 'ls-primary-6-integrity-mathematics-2-1', by: DEMO_USER_IDS.teacher, classes: [['cy-primary-6-integrity']], phase: 'upcoming' },
  { sourceId: 'ra-primary-5-courage-english-language-1-3', by: DEMO_USER_IDS.homeroom, classes: [['cy-primary-5-courage']], phase: 'marking' },
  { sourceId: 'ls-primary-5-courage-english-language-1-1', by: DEMO_USER_IDS.homeroom, classes: [['cy-primary-5-courage']], phase: 'open' },
  { sourceId: 'ra-primary-4-courage-english-language-3-3', by: DEMO_USER_IDS.homeroom, classes: [['cy-primary-4-courage']], phase: 'graded' },
  { sourceId: 'ra-primary-4-courage-english-language-1-3', by: DEMO_USER_IDS.principal, classes: [['cy-primary-4-courage']], phase: 'marking' },
  { sourceId: 'ls-primary-4-courage-english-language-1-1', by: DEMO_USER_IDS.principal, classes: [['cy-primary-4-courage']], phase: 'open' },
  // A relief lesson the principal set, so that she too has recordings to grade (no published lesson of her class has a
  // Voice Response question). Last, so that the work seeded for the plans above stays as it was.
  { sourceId: 'ls-primary-6-integrity-mathematics-1-3', by: DEMO_USER_IDS.principal, classes: [['cy-primary-6-integrity']], phase: 'marking' },
];

export const BENCH_ASSIGNMENT_ID = 'ia-grading-1';

export interface PlannedIssue {
  issued: IssuedAssignmentRow;
  recipients: IssuedRecipient[];
  phase: Phase;
}

export function planIssues(contents: readonly ResourceContent[], students: readonly Student[]): PlannedIssue[] {
  return PLANS.flatMap((plan, index) => {
    const source = contents.find((content) => content.id === plan.sourceId);
    if (!source) return [];
    const { start, due } = DATES[plan.phase];
    const createdAt = `${start}T00:30:00.000Z`;
    const issued: IssuedAssignmentRow = {
      id: `ia-grading-${index + 1}`,
      createdAt,
      title: source.name,
      sourceType: source.kind,
      sourceId: source.id,
      assignmentType: source.settings?.assignmentType ?? null,
      subjectYearId: source.subjectYearId,
      startDate: start,
      dueDate: due,
      issuedById: plan.by,
      version: 0,
    };
    const reached = plan.classes.flatMap(([classId, count]) => students.filter((student) => student.classYearId === classId).slice(0, count));
    const recipients = reached.map((student) => ({
      id: `ir-grading-${index + 1}-${student.id}`,
      createdAt,
      issuedAssignmentId: issued.id,
      studentId: student.id,
      classYearId: student.classYearId,
      status: 'NOT_SUBMITTED' as const,
    }));
    return [{ issued, recipients, phase: plan.phase }];
  });
}
