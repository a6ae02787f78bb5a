import { submissionState, type SubmissionState } from '../../domain/lesson-content/submission-state';
import { db } from '../db';

// Helpers for the submissions handler tests (imported by tests only).

export { getJson, send, signIn } from '../resources/test-kit';

export interface List<T> {
  data: T[];
  count: number;
}

export interface SubmissionBody {
  id: string;
  assignmentId: string;
  state: SubmissionState;
  version: number;
  score: number | null;
  maxScore: number;
  late: boolean;
  attempt: number;
  questionOrder: string[];
  answers: Array<{ materialId: string; materialType: string; answer: Record<string, unknown> }>;
  marks: Array<{ materialId: string; mark: number; automatic: boolean }>;
  feedback: string;
  annotations: Array<{ fileId: string; page: number; items: unknown[] }>;
  history: Array<{ action: string; by: { id: string; name: string }; comment: string | null }>;
}

/** The first recipient of an issued assignment whose work is in the given state (optionally in one class). */
export function recipientIn(issuedId: string, state: SubmissionState, classYearId?: string) {
  const recipient = db.issuedRecipients.find((row) => {
    if (row.issuedAssignmentId !== issuedId || (classYearId && row.classYearId !== classYearId)) return false;
    const work = db.submissions.get(row.id);
    return submissionState(work ?? { submittedAt: null, gradedAt: null }) === state;
  });
  if (!recipient) throw new Error(`No ${state} work on ${issuedId}`);
  return recipient;
}
