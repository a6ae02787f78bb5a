import { z } from 'zod';
import { compositeKey, uniqueBy } from '../school-rules/unique-keys';
import { AnnotationSetSchema, AnnotationsSchema } from './annotation-data';
import { COMMENT_MAX_LENGTH } from './limits';
import { visibleText } from '../school-rules/visible-text';

// Request bodies of the grading API (docs/api.md, "Assignments and grading"): the grading page sends them and the
// demo backend validates with them. Whether a mark fits its question is `validateMark` (marking.ts), on both sides.

/** Feedback to the student on one submission. */
export const FEEDBACK_MAX_LENGTH = 5000;
/** Most annotated pages in one save (a few attachments of a few pages each). */
export const ANNOTATION_SETS_MAX = 100;
/** One saved remark of a teacher's comment bank. */
export const COMMENT_BANK_TEXT_MAX_LENGTH = 1000;
/** Most remarks one teacher keeps in the comment bank. */
export const COMMENT_BANK_MAX_ITEMS = 200;

const version = z.number({ error: 'Version must be a number.' }).int().positive();

export const GradeMarkSchema = z.object({
  materialId: z.string().min(1),
  mark: z.number({ error: 'A mark must be a number.' }),
});

export const GradeSubmissionBodySchema = z
  .object({
    marks: z
      .array(GradeMarkSchema)
      .max(500)
      .superRefine(uniqueBy((mark) => mark.materialId, 'This question’s mark is sent twice.', 'materialId')),
    feedback: visibleText().max(FEEDBACK_MAX_LENGTH, `Feedback can be at most ${FEEDBACK_MAX_LENGTH} characters.`),
    annotations: z
      .array(AnnotationSetSchema)
      .max(ANNOTATION_SETS_MAX)
      .superRefine(uniqueBy((set) => compositeKey(set.fileId, set.page), 'This page of this file is sent twice.')),
    version,
  })
  .meta({ id: 'GradeSubmission' });
export type GradeSubmissionBody = z.infer<typeof GradeSubmissionBodySchema>;

/**
 * The annotations of one attached file, all its pages, saved on their own (grading a question across the class):
 * the same annotation rules and version as a grading save, without touching marks, feedback or state.
 */
export const AttachmentAnnotationsBodySchema = z
  .object({
    annotations: AnnotationsSchema,
    version,
  })
  .meta({ id: 'AttachmentAnnotations' });
export type AttachmentAnnotationsBody = z.infer<typeof AttachmentAnnotationsBodySchema>;

export const ReturnSubmissionBodySchema = z
  .object({
    comment: visibleText().max(COMMENT_MAX_LENGTH, `A comment can be at most ${COMMENT_MAX_LENGTH} characters.`),
    version,
  })
  .meta({ id: 'ReturnSubmission' });
export type ReturnSubmissionBody = z.infer<typeof ReturnSubmissionBodySchema>;

export const CommentBankBodySchema = z
  .object({
    text: visibleText({ error: 'Write the comment to keep.' })
      .min(1, 'Write the comment to keep.')
      .max(COMMENT_BANK_TEXT_MAX_LENGTH, `A comment can be at most ${COMMENT_BANK_TEXT_MAX_LENGTH} characters.`),
  })
  .meta({ id: 'CommentBankBody' });

/** One question's marks for several students (question-by-question grading), each with the version it was typed on. */
export const QuestionMarksBodySchema = z
  .object({
    marks: z
      .array(
        z.object({
          studentAssignmentId: z.string().min(1),
          mark: z.number({ error: 'A mark must be a number.' }),
          version,
        }),
      )
      .min(1, 'Send at least one mark.')
      .max(500)
      .superRefine(uniqueBy((mark) => mark.studentAssignmentId, 'This student’s mark is sent twice.', 'studentAssignmentId')),
  })
  .meta({ id: 'QuestionMarks' });
export type QuestionMarksBody = z.infer<typeof QuestionMarksBodySchema>;
