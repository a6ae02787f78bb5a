import { z } from 'zod';
import { NamedRefSchema, StudentRefSchema } from '../school/refs';
import { ScoreCellSchema } from './bodies';

// What the gradebook's reads and writes answer: the portal parses with these schemas and the demo backend's
// projections satisfy them (`satisfies z.input<…>`), so a field one side leaves out fails `tsc`.

export const GradeBoundariesSchema = z
  .object({
    id: z.string(),
    academicYearId: z.string(),
    term: z.number().int().min(1).max(4),
    gradeAMin: z.number(),
    gradeBMin: z.number(),
    gradeCMin: z.number(),
    gradeDMin: z.number(),
    // Bumped by every save; an update sends the version it read and answers 409 when someone saved in between.
    version: z.number().int().positive(),
  })
  .meta({ id: 'GradeBoundaries' });
export type GradeBoundariesRow = z.infer<typeof GradeBoundariesSchema>;

export const AssessmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  typeCode: z.string(),
  typeLabel: z.string(),
  maxScore: z.number().positive(),
  order: z.number(),
});
export type Assessment = z.infer<typeof AssessmentSchema>;

/** GET /subject-years/{id}/gradebook: one term's mark sheet. */
export const GradebookSheetSchema = z.object({
  /** With its class: the sheet is read-only while the class's reports of the term are signed off (docs/api.md, 423). */
  subjectYear: NamedRefSchema.extend({ classYearId: z.string() }),
  term: z.number().int().min(1).max(4),
  assessments: z.array(AssessmentSchema),
  students: z.array(StudentRefSchema),
  scores: z.array(ScoreCellSchema),
  previousTermFinalScores: z
    // finalScoreIncomplete: that final score counts a blank mark as 0 (see the term score rule).
    .array(z.object({ studentId: z.string(), finalScore: z.number().nullable(), finalScoreIncomplete: z.boolean() }))
    .optional()
    .default([]),
  // null when the academic year has no boundaries for the term yet: marks still work, grades stay blank.
  gradeBoundaries: GradeBoundariesSchema.nullable(),
});
export type GradebookSheet = z.infer<typeof GradebookSheetSchema>;

/** PUT /subject-years/{id}/gradebook/scores: the saved marks with their new versions. */
export const SaveGradebookScoresResponseSchema = z.object({ updated: z.number().int().nonnegative(), scores: z.array(ScoreCellSchema) });
