import { z } from 'zod';
import { AssignmentSettingsSchema } from './assignment-settings';
import { CHAPTER_NAME_MAX_LENGTH, COMMENT_MAX_LENGTH, LESSON_NAME_MAX_LENGTH } from './limits';
import { MaterialInputSchema } from './material-content';
import { REVIEW_ACTIONS } from './review';
import { visibleText } from '../school/visible-text';
import { compositeKey, uniqueBy } from '../school/unique-keys';
import { AnnotationSetSchema, AnnotationsSchema } from './annotation-data';

// The bodies of the lesson resources API, checked by the forms, the fetchers and the demo backend alike
// (a failure is a 422 naming the field). Material content and assignment settings have their own modules.

/** A chapter's name. */
export const ChapterNameSchema = visibleText({ error: 'Chapter name is required.' })
  .min(1, 'Chapter name is required.')
  .max(CHAPTER_NAME_MAX_LENGTH, `Chapter name can be at most ${CHAPTER_NAME_MAX_LENGTH} characters.`);

/** A lesson's or assignment's name. */
export const ContentNameSchema = visibleText({ error: 'Name is required.' })
  .min(1, 'Name is required.')
  .max(LESSON_NAME_MAX_LENGTH, `Name can be at most ${LESSON_NAME_MAX_LENGTH} characters.`);

const version = z.number({ error: 'Version is required.' }).int().positive();

export const CreateChapterSchema = z.object({ name: ChapterNameSchema }).meta({ id: 'CreateChapter' });
/** Rename (`{name}`) or move (`{order}`, the 0-based position; the others are renumbered). */
export const RenameChapterSchema = z.object({ name: ChapterNameSchema });
export const MoveChapterSchema = z.object({ order: z.number({ error: 'Order must be a number.' }).int('Order must be a whole number.').min(0, 'Order cannot be negative.') });
export const UpdateChapterSchema = z.union([RenameChapterSchema, MoveChapterSchema]).meta({ id: 'UpdateChapter' });

export const CreateLessonSchema = z.object({ name: ContentNameSchema }).meta({ id: 'CreateLesson' });
export const CreateResourceAssignmentSchema = z
  .object({ name: ContentNameSchema, settings: AssignmentSettingsSchema })
  .meta({ id: 'CreateResourceAssignment' });
export const UpdateLessonSchema = z.object({ name: ContentNameSchema, version }).meta({ id: 'UpdateLesson' });
export const UpdateResourceAssignmentSchema = z
  .object({ name: ContentNameSchema, settings: AssignmentSettingsSchema, version })
  .meta({ id: 'UpdateResourceAssignment' });
export const DuplicateLessonSchema = z
  .object({ targetChapterId: z.string({ error: 'Choose a chapter.' }).min(1, 'Choose a chapter.') })
  .meta({ id: 'DuplicateLesson' });

/** Spec §7 "Update material": exactly `{order}`, the material's new 0-based position. */
export const MoveMaterialSchema = z
  .object({ order: z.number({ error: 'Order must be a number.' }).int('Order must be a whole number.').min(0, 'Order cannot be negative.') })
  .strict()
  .meta({ id: 'MoveMaterial' });
/** An edit: the whole material input with the version it was read at (stale → 409). */
export const UpdateMaterialSchema = z.intersection(MaterialInputSchema, z.object({ version })).meta({ id: 'UpdateMaterial' });

/** Whether a PUT /materials/{id} body is a move (exactly `{order}`) rather than an edit. */
export function isMoveBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && Object.keys(body).length === 1 && 'order' in body;
}

export const REVISION_COMMENT_REQUIRED = 'Say what should be revised.';
/** A review step; a request for revision needs a comment (checked with the transition, 422 `errors.comment`). */
export const ReviewActionBodySchema = z
  .object({
    action: z.enum(REVIEW_ACTIONS, { error: 'Choose a review action.' }),
    comment: visibleText().max(COMMENT_MAX_LENGTH, `A comment can be at most ${COMMENT_MAX_LENGTH} characters.`).optional(),
    version,
  })
  .meta({ id: 'ReviewActionBody' });

export const AddCommentSchema = z
  .object({
    comment: visibleText({ error: 'Comment is required.' })
      .min(1, 'Comment is required.')
      .max(COMMENT_MAX_LENGTH, `A comment can be at most ${COMMENT_MAX_LENGTH} characters.`),
    materialId: z.string().optional(),
  })
  .meta({ id: 'AddComment' });

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

/** A submission's version as the grading page read it (a newer one on the server is a 409). */
const submissionVersion = z.number({ error: 'Version must be a number.' }).int().positive();

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
    version: submissionVersion,
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
    version: submissionVersion,
  })
  .meta({ id: 'AttachmentAnnotations' });
export type AttachmentAnnotationsBody = z.infer<typeof AttachmentAnnotationsBodySchema>;

export const ReturnSubmissionBodySchema = z
  .object({
    comment: visibleText().max(COMMENT_MAX_LENGTH, `A comment can be at most ${COMMENT_MAX_LENGTH} characters.`),
    version: submissionVersion,
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
          version: submissionVersion,
        }),
      )
      .min(1, 'Send at least one mark.')
      .max(500)
      .superRefine(uniqueBy((mark) => mark.studentAssignmentId, 'This student’s mark is sent twice.', 'studentAssignmentId')),
  })
  .meta({ id: 'QuestionMarks' });
export type QuestionMarksBody = z.infer<typeof QuestionMarksBodySchema>;
