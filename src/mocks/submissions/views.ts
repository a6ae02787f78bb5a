import { maxMarkOf, totalMarks } from '../../domain/lesson-content/marking';
import { hasWork } from '../../domain/lesson-content/issued-work';
import { isLate, submissionState, type SubmissionState } from '../../domain/lesson-content/submission-state';
import type { User } from '../auth/schema';
import { now } from '../clock';
import { db } from '../db';
import { createPrng } from '../prng';
import type { IssuedAssignmentRow, IssuedRecipient } from '../resources/schema';
import type { IssuedMaterialRow, IssuedSnapshot, SubmissionRow } from './schema';
import { canGrade } from './access';
import { snapshotFrom } from './snapshot';

/** The snapshot taken when the assignment was issued; for one issued before snapshots existed, the source's published version. */
export function snapshotOf(issued: IssuedAssignmentRow): IssuedSnapshot {
  return db.issuedSnapshots.get(issued.id) ?? takeSnapshot(issued);
}

/** Freezes what the students of a newly issued assignment receive (POST /assignments stores it). */
export function takeSnapshot(issued: Pick<IssuedAssignmentRow, 'id' | 'createdAt' | 'sourceId'>): IssuedSnapshot {
  return snapshotFrom(issued, db.resourceContents.get(issued.sourceId), db.publishedContents.get(issued.sourceId));
}

/** Questions carrying a mark, with their maximum. */
export function markedQuestions(snapshot: IssuedSnapshot): Array<{ material: IssuedMaterialRow; maxMark: number }> {
  return snapshot.materials.flatMap((material) => {
    const maxMark = maxMarkOf(material);
    return maxMark === null ? [] : [{ material, maxMark }];
  });
}

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** The order this student sees the materials in: as set, or for Random a shuffle fixed per student and assignment. */
export function questionOrderOf(snapshot: IssuedSnapshot, studentId: string): string[] {
  const ids = snapshot.materials.map((material) => material.id);
  if (snapshot.settings?.questionOrder !== 'Random') return ids;
  const prng = createPrng(hashOf(`${snapshot.id}/${studentId}`));
  for (let index = ids.length - 1; index > 0; index -= 1) {
    const other = prng.int(0, index);
    [ids[index], ids[other]] = [ids[other] ?? '', ids[index] ?? ''];
  }
  return ids;
}

/** The recipient's work, or the empty work of a student who has not handed anything in. */
export function submissionOf(recipient: IssuedRecipient): SubmissionRow {
  return (
    db.submissions.get(recipient.id) ?? {
      id: recipient.id,
      createdAt: recipient.createdAt,
      issuedAssignmentId: recipient.issuedAssignmentId,
      studentId: recipient.studentId,
      version: 1,
      submittedAt: null,
      gradedAt: null,
      attempt: 0,
      answers: [],
      marks: [],
      feedback: '',
      annotations: [],
      history: [],
    }
  );
}

export function stateOf(recipient: IssuedRecipient): SubmissionState {
  return submissionState(submissionOf(recipient));
}

/** Whether the recipient has handed-in or graded work, which a withdrawal leaves with them. */
export function recipientHasWork(recipient: IssuedRecipient): boolean {
  return hasWork(submissionOf(recipient));
}

/**
 * Students whose work holds a grade (also work handed in again after grading, which keeps its grade until the next
 * one), counted over every recipient: deleting the assignment would lose them, whoever asks.
 */
export function gradedWorkCount(recipients: readonly IssuedRecipient[]): number {
  return recipients.filter((recipient) => submissionOf(recipient).gradedAt !== null).length;
}

/** Submitted and graded counts of /assignments, from the submissions (never from a stored status). */
export function submissionCounts(recipients: readonly IssuedRecipient[]): { submittedCount: number; gradedCount: number } {
  const states = recipients.map(stateOf);
  return {
    submittedCount: states.filter((state) => state !== "Haven't submitted").length,
    gradedCount: states.filter((state) => state === 'Graded').length,
  };
}

export function summaryView(recipient: IssuedRecipient, issued: IssuedAssignmentRow, snapshot: IssuedSnapshot) {
  const row = submissionOf(recipient);
  const state = submissionState(row);
  const questions = markedQuestions(snapshot);
  const total = totalMarks(questions.map(({ material, maxMark }) => ({ maxMark, mark: row.marks.find((mark) => mark.materialId === material.id)?.mark ?? null })));
  const student = db.students.get(recipient.studentId);
  return {
    id: recipient.id,
    createdAt: recipient.createdAt,
    student: { id: recipient.studentId, fullName: student?.fullName ?? 'Former student' },
    state,
    submittedAt: row.submittedAt,
    gradedAt: row.gradedAt,
    late: state === 'Graded' && row.submittedAt === null ? false : isLate(row.submittedAt, issued.dueDate, new Date(now())),
    score: state === 'Graded' ? total.mark : null,
    maxScore: total.maxMark,
    attempt: row.attempt,
  };
}

function personRef(id: string) {
  const user = db.users.get(id);
  if (user) return { id, name: user.fullName };
  return { id, name: db.students.get(id)?.fullName ?? 'Former student' };
}

export function submissionView(user: User, recipient: IssuedRecipient, issued: IssuedAssignmentRow) {
  const snapshot = snapshotOf(issued);
  const row = submissionOf(recipient);
  return {
    ...summaryView(recipient, issued, snapshot),
    assignmentId: issued.id,
    version: row.version,
    questionOrder: questionOrderOf(snapshot, recipient.studentId),
    answers: row.answers,
    marks: row.marks,
    feedback: row.feedback,
    annotations: row.annotations,
    history: row.history.map(({ byId, score, ...event }) => ({ ...event, score: score ?? null, by: personRef(byId) })),
    canGrade: canGrade(user, recipient, issued),
  };
}
