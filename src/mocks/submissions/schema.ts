import type { AnnotationSet } from '../../domain/lesson-content/annotation-data';
import type { Answer } from '../../domain/lesson-content/answers';
import type { AnswerRevealMode, AssignmentType, QuestionOrder } from '../../domain/lesson-content/assignment-settings';
import type { MaterialInput } from '../../domain/lesson-content/material-content';
import type { Row, TableMaker } from '../collection';

/** A material as it was issued: frozen with the assignment, whatever later revisions of the source do. */
export type IssuedMaterialRow = MaterialInput & { id: string; order: number };

export interface IssuedSettings {
  assignmentType: AssignmentType;
  questionOrder: QuestionOrder;
  answerReveal: AnswerRevealMode;
  attempts: number;
}

/** What an issued assignment gave its students (id: the issued assignment's id). */
export interface IssuedSnapshot extends Row {
  /** Null for a lesson. */
  settings: IssuedSettings | null;
  materials: IssuedMaterialRow[];
}

export type SubmittedAnswerRow = Answer & { materialId: string };

export interface QuestionMarkRow {
  materialId: string;
  mark: number;
  automatic: boolean;
}

export interface SubmissionEventRow {
  at: string;
  action: 'submitted' | 'graded' | 'returned';
  /** A staff user's id, or a student's for a hand-in. */
  byId: string;
  comment: string | null;
  /** The total a grading gave (kept after a return clears the marks); null for other events. */
  score?: number | null;
}

/**
 * One student's work on an issued assignment (id: the issued recipient's id, the route's studentAssignmentId).
 * A recipient without a row has not handed anything in; the state is always derived from the two instants.
 */
export interface SubmissionRow extends Row {
  issuedAssignmentId: string;
  studentId: string;
  version: number;
  submittedAt: string | null;
  gradedAt: string | null;
  attempt: number;
  answers: SubmittedAnswerRow[];
  marks: QuestionMarkRow[];
  feedback: string;
  annotations: AnnotationSet[];
  history: SubmissionEventRow[];
}

/** A teacher's saved feedback remark. */
export interface CommentBankRow extends Row {
  ownerId: string;
  text: string;
}

export function submissionsTables(table: TableMaker) {
  return {
    issuedSnapshots: table<IssuedSnapshot>('issuedSnapshots'),
    submissions: table<SubmissionRow>('submissions'),
    commentBank: table<CommentBankRow>('commentBank'),
  };
}

export type SubmissionsTables = ReturnType<typeof submissionsTables>;

/** This domain's tables join the demo database (../schema.ts) by this export. */
export const tables = submissionsTables;

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds this domain's tables
  interface DemoTables extends ReturnType<typeof submissionsTables> {}
}
