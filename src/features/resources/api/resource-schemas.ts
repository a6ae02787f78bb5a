import { z } from 'zod';
import { MasterLevelSchema } from '@/entities/reference/master-level';
import { NamedRefSchema } from '@/domain/school/refs';
import { AssignmentSettingsSchema } from '@/domain/lesson-content/assignment-settings';
import { MaterialInputSchema } from '@/domain/lesson-content/material-content';
import { ACTIVITY_LOG_TYPES, REVIEW_STATUSES } from '@/domain/lesson-content/review';

// The shapes of the lesson resources API (docs/api.md, "Lesson resources"), one schema per shape.

export const ReviewStatusSchema = z.enum(REVIEW_STATUSES).meta({ id: 'ReviewStatus' });
export const ContentKindSchema = z.enum(['lesson', 'assignment']).meta({ id: 'ContentKind' });
/** A lesson or a chapter's assignment: the two kinds of content built from materials. */
export type ContentKind = z.infer<typeof ContentKindSchema>;

const count = z.number().int().nonnegative();

/** A subject year seen as a subject to build content for. */
export const ResourceSubjectSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    subject: NamedRefSchema,
    classYear: NamedRefSchema,
    masterLevel: MasterLevelSchema,
    academicYearId: z.string(),
    chaptersCount: count,
    lessonsCount: count,
    assignmentsCount: count,
    /** Lessons and assignments by review status (every status present, 0 when none). */
    reviewCounts: z.record(ReviewStatusSchema, count),
  })
  .meta({ id: 'ResourceSubject' });
export type ResourceSubject = z.infer<typeof ResourceSubjectSchema>;

export const ChapterSchema = z
  .object({
    id: z.string(),
    subjectId: z.string(),
    name: z.string(),
    order: z.number().int().nonnegative(),
    lessonsCount: count,
    assignmentsCount: count,
    /** Times its lessons and assignments were assigned to students; a chapter with any cannot be deleted. */
    issuedCount: count,
  })
  .meta({ id: 'Chapter' });
export type Chapter = z.infer<typeof ChapterSchema>;

export const ChapterDetailSchema = ChapterSchema.extend({ subject: ResourceSubjectSchema }).meta({ id: 'ChapterDetail' });
export type ChapterDetail = z.infer<typeof ChapterDetailSchema>;

/** A lesson or assignment in a list (chapter contents, assignable contents). */
export const ContentSummarySchema = z
  .object({
    id: z.string(),
    kind: ContentKindSchema,
    chapterId: z.string(),
    subjectId: z.string(),
    name: z.string(),
    reviewStatus: ReviewStatusSchema,
    materialsCount: count,
    updatedAt: z.string(),
    updatedBy: NamedRefSchema,
    hasPublishedVersion: z.boolean(),
  })
  .meta({ id: 'ContentSummary' });
export type ContentSummary = z.infer<typeof ContentSummarySchema>;

/** A stored material: the editor's input plus what the server keeps. Narrow on `materialType` for `content`. */
export const MaterialSchema = z
  .intersection(
    MaterialInputSchema,
    z.object({
      id: z.string(),
      order: z.number().int().nonnegative(),
      /** Sent back with an update; a stale one answers 409. */
      version: z.number().int().positive(),
      updatedAt: z.string(),
      commentsCount: count,
    }),
  )
  .meta({ id: 'Material' });
export type Material = z.infer<typeof MaterialSchema>;

export const LessonSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    chapterId: z.string(),
    subjectId: z.string(),
    reviewStatus: ReviewStatusSchema,
    /** Sent back with an update or a review action; a stale one answers 409. */
    version: z.number().int().positive(),
    materialsIds: z.array(z.string()),
    /** Sorted by order. */
    materials: z.array(MaterialSchema),
    hasPublishedVersion: z.boolean(),
    /** Times it was assigned to students; one that was cannot be deleted. */
    issuedCount: count,
    updatedAt: z.string(),
    chapter: NamedRefSchema,
    subject: NamedRefSchema.extend({ classYear: NamedRefSchema }),
  })
  .meta({ id: 'Lesson' });
export type Lesson = z.infer<typeof LessonSchema>;

export const ResourceAssignmentSchema = LessonSchema.extend({ settings: AssignmentSettingsSchema }).meta({
  id: 'ResourceAssignment',
});
export type ResourceAssignment = z.infer<typeof ResourceAssignmentSchema>;

/** The version students receive (the last approved or final one), or null before any approval. */
export const PublishedSchema = z
  .object({ version: z.number().int().positive(), publishedAt: z.string(), materials: z.array(MaterialSchema) })
  .nullable()
  .meta({ id: 'PublishedContent' });
export type Published = z.infer<typeof PublishedSchema>;

export const ActivityEntrySchema = z
  .object({
    id: z.string(),
    type: z.enum(ACTIVITY_LOG_TYPES),
    at: z.string(),
    actor: NamedRefSchema,
    comment: z.string().nullable(),
    /** The material a reviewer's comment is about, kept across resubmissions. */
    materialId: z.string().nullable(),
    fromStatus: ReviewStatusSchema.nullable(),
    toStatus: ReviewStatusSchema.nullable(),
  })
  .meta({ id: 'ActivityEntry' });
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const CreatedIdSchema = z.object({ id: z.string() }).meta({ id: 'CreatedId' });
