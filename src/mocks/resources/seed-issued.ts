import { DEMO_USER_IDS } from '../auth/seed';
import type { SubjectYear } from '../gradebook/schema';
import type { Prng } from '../prng';
import type { Student } from '../school/schema';
import type { IssuedAssignmentRow, IssuedRecipient, RecipientStatus, ResourceContent } from './schema';

const DAY = 86_400_000;
const ISSUED_AT = Date.parse('2026-11-09T02:00:00.000Z');

/**
 * A few of the demo teacher's published lessons and assignments already given to their classes (and one
 * to a handful of students of two classes), with some work submitted and marked, so /assignments is not empty.
 */
export function buildIssuedAssignments(prng: Prng, contents: readonly ResourceContent[], students: readonly Student[], subjectYears: readonly SubjectYear[]) {
  const assignments: IssuedAssignmentRow[] = [];
  const recipients: IssuedRecipient[] = [];
  const published = contents.filter(
    (content) => content.updatedById === DEMO_USER_IDS.teacher && (content.reviewStatus === 'final' || content.reviewStatus === 'approved'),
  );
  const status = (): RecipientStatus => prng.pick(['NOT_SUBMITTED', 'SUBMITTED', 'SUBMITTED', 'GRADED', 'GRADED'] as const);
  published.slice(0, 4).forEach((content, index) => {
    const classYearId = subjectYears.find((row) => row.id === content.subjectYearId)?.classYearId ?? '';
    const start = ISSUED_AT + index * 3 * DAY;
    const issued: IssuedAssignmentRow = {
      id: `ia-seed-${index + 1}`,
      createdAt: new Date(start - DAY).toISOString(),
      title: content.name,
      sourceType: content.kind,
      sourceId: content.id,
      assignmentType: content.settings?.assignmentType ?? null,
      subjectYearId: content.subjectYearId,
      startDate: new Date(start).toISOString().slice(0, 10),
      dueDate: new Date(start + 7 * DAY).toISOString().slice(0, 10),
      issuedById: DEMO_USER_IDS.teacher,
      version: 0,
    };
    assignments.push(issued);
    const reached = index === 3 ? pickAcrossClasses(students, published, subjectYears) : students.filter((student) => student.classYearId === classYearId);
    for (const student of reached) {
      recipients.push({
        id: `ir-seed-${index + 1}-${student.id}`,
        createdAt: issued.createdAt,
        issuedAssignmentId: issued.id,
        studentId: student.id,
        classYearId: student.classYearId,
        status: status(),
      });
    }
  });
  return { assignments, recipients };
}

/** Three students from each of the teacher's first two classes (an assignment given to individuals). */
function pickAcrossClasses(students: readonly Student[], contents: readonly ResourceContent[], subjectYears: readonly SubjectYear[]): Student[] {
  const classIds = [...new Set(contents.map((content) => subjectYears.find((row) => row.id === content.subjectYearId)?.classYearId))].slice(0, 2);
  return classIds.flatMap((classId) => students.filter((student) => student.classYearId === classId).slice(0, 3));
}
