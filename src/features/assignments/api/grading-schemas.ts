import { z } from 'zod';
import { NamedRefSchema } from '@/domain/school/refs';
import { AnnotationSetSchema } from '@/domain/lesson-content/annotation-data';
import { AnswerSchema } from '@/domain/lesson-content/answers';
import { ANSWER_REVEAL_MODES, ASSIGNMENT_TYPES, QUESTION_ORDERS } from '@/domain/lesson-content/assignment-settings';
import { MaterialInputSchema } from '@/domain/lesson-content/material-content';
import { SUBMISSION_STATES } from '@/domain/lesson-content/submission-state';

// The shapes of the grading API (docs/api.md, "Assignments and grading"), one schema per shape.

/** A lesson or chapter assignment given to students with dates (the rows of /assignments). */
export const IssuedAssignmentSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    sourceType: z.enum(['lesson', 'assignment']),
    sourceId: z.string(),
    /** Null for a lesson. */
    assignmentType: z.enum(ASSIGNMENT_TYPES).nullable(),
    /** The class it went to; null when it went to students of several classes. */
    classYear: NamedRefSchema.nullable(),
    subject: NamedRefSchema,
    startDate: z.string(),
    dueDate: z.string(),
    studentsCount: z.number().int().nonnegative(),
    submittedCount: z.number().int().nonnegative(),
    gradedCount: z.number().int().nonnegative(),
    issuedBy: NamedRefSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'IssuedAssignment' });
export type IssuedAssignment = z.infer<typeof IssuedAssignmentSchema>;

/** A material of the published version that was issued (frozen when the assignment was given). */
export const IssuedMaterialSchema = z
  .intersection(MaterialInputSchema, z.object({ id: z.string(), order: z.number().int().nonnegative() }))
  .meta({ id: 'IssuedMaterial' });
export type IssuedMaterial = z.infer<typeof IssuedMaterialSchema>;

export const IssuedSettingsSchema = z
  .object({
    assignmentType: z.enum(ASSIGNMENT_TYPES),
    questionOrder: z.enum(QUESTION_ORDERS),
    answerReveal: z.enum(ANSWER_REVEAL_MODES),
    attempts: z.number().int().positive(),
  })
  .meta({ id: 'IssuedSettings' });

/** A class an issued assignment reaches, with how many of its students have handed-in or graded work (they keep it). */
export const IssuedClassSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    studentsCount: z.number().int().nonnegative(),
    withWorkCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'IssuedClass' });

/** An issued assignment with what the students received, and what managing it needs. */
export const IssuedAssignmentDetailSchema = IssuedAssignmentSchema.extend({
  /** Moves on with every change of dates or recipients; a change sends the version it read. */
  version: z.number().int().nonnegative(),
  /** The assignment's settings when it was issued; null for a lesson (lessons have none). */
  settings: IssuedSettingsSchema.nullable(),
  /** Sorted by order. */
  materials: z.array(IssuedMaterialSchema),
  /** The classes of the students the caller sees, by name. */
  classes: z.array(IssuedClassSchema),
  /** Students whose work holds a grade, in every class: deleting is refused while there are any. */
  gradedWorkCount: z.number().int().nonnegative(),
  /** Whether the caller may change the dates, withdraw or delete (its issuer, or the principal). */
  canManage: z.boolean(),
}).meta({ id: 'IssuedAssignmentDetail' });
export type IssuedAssignmentDetail = z.infer<typeof IssuedAssignmentDetailSchema>;

export const SubmissionStateSchema = z.enum(SUBMISSION_STATES).meta({ id: 'SubmissionState' });

/** One student's row on /assignments/{assignmentId}. */
export const SubmissionSummarySchema = z
  .object({
    /** The student assignment's id (the route's studentAssignmentId). */
    id: z.string(),
    student: z.object({ id: z.string(), fullName: z.string() }),
    state: SubmissionStateSchema,
    submittedAt: z.string().nullable(),
    gradedAt: z.string().nullable(),
    /** Handed in after the due date, or not handed in and the due date has passed. */
    late: z.boolean(),
    /** The total mark once Graded, else null. */
    score: z.number().nullable(),
    maxScore: z.number().nonnegative(),
    /** Hand-ins so far (0 before the first). */
    attempt: z.number().int().nonnegative(),
  })
  .meta({ id: 'SubmissionSummary' });
export type SubmissionSummary = z.infer<typeof SubmissionSummarySchema>;

/** A student's answer to one question of the assignment. */
export const SubmittedAnswerSchema = z
  .intersection(z.object({ materialId: z.string() }), AnswerSchema)
  .meta({ id: 'SubmittedAnswer' });
export type SubmittedAnswer = z.infer<typeof SubmittedAnswerSchema>;

export const QuestionMarkSchema = z
  .object({
    materialId: z.string(),
    mark: z.number().nonnegative(),
    /** Given by automatic marking (Multiple Choice, Fill In The Blank) and not changed by a teacher. */
    automatic: z.boolean(),
  })
  .meta({ id: 'QuestionMark' });
export type QuestionMark = z.infer<typeof QuestionMarkSchema>;

export const SubmissionEventSchema = z
  .object({
    at: z.string(),
    action: z.enum(['submitted', 'graded', 'returned']),
    by: NamedRefSchema,
    comment: z.string().nullable(),
    /** The total that grading gave (kept after a return clears the marks); null for other events. */
    score: z.number().nullable(),
  })
  .meta({ id: 'SubmissionEvent' });
export type SubmissionEvent = z.infer<typeof SubmissionEventSchema>;

export const SubmissionSchema = SubmissionSummarySchema.extend({
  assignmentId: z.string(),
  /** Sent back with a grading save; a stale one answers 409. */
  version: z.number().int().positive(),
  /** Material ids in the order this student saw them (Random: a fixed shuffle per student). */
  questionOrder: z.array(z.string()),
  answers: z.array(SubmittedAnswerSchema),
  /** One per marked question: automatic marks from hand-in, the teacher's once graded. */
  marks: z.array(QuestionMarkSchema),
  feedback: z.string(),
  annotations: z.array(AnnotationSetSchema),
  /** Oldest first. */
  history: z.array(SubmissionEventSchema),
  /** Whether the caller may grade, return and annotate it (docs/api.md, "Who grades"); readers get false. */
  canGrade: z.boolean(),
}).meta({ id: 'Submission' });
export type Submission = z.infer<typeof SubmissionSchema>;

export const CommentBankItemSchema = z
  .object({ id: z.string(), text: z.string(), createdAt: z.string() })
  .meta({ id: 'CommentBankItem' });
export type CommentBankItem = z.infer<typeof CommentBankItemSchema>;
