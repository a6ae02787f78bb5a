import { z } from 'zod';
import { compositeKey, uniqueBy } from '../school/unique-keys';
import type { Term } from './term-score';

// Request bodies of the gradebook (docs/api.md, "Gradebook"): the mark sheet and the grade boundaries form send
// them and the demo backend validates with them, so a refusal names the field (`scores.3.version`) with these words.

export const TERM_MESSAGE = 'Term must be 1, 2, 3 or 4.';
export const SCORES_MAX = 10_000;

const version = (message: string) => z.number({ error: message }).int(message);

/** One mark of the sheet and its version: how often it was saved through the portal (0: never), sent back with a change. */
export const ScoreCellSchema = z
  .object({
    studentId: z.string({ error: 'Each score needs a studentId.' }),
    assessmentId: z.string({ error: 'Each score needs an assessmentId.' }),
    score: z.number({ error: 'A score must be a number or null.' }).nullable(),
    version: version('Each score needs the version it was read at (0 when never saved).').nonnegative(
      'Each score needs the version it was read at (0 when never saved).',
    ),
  })
  .meta({ id: 'GradebookScore' });
export type ScoreCell = z.infer<typeof ScoreCellSchema>;

/** PUT /subject-years/{id}/gradebook/scores: the changed marks of one term, each with the version it was read at. */
export const SaveGradebookScoresBodySchema = z.object({
  // The checks leave 1 to 4 only; the cast names that for the code that reads the term.
  term: z
    .number({ error: TERM_MESSAGE })
    .int(TERM_MESSAGE)
    .min(1, TERM_MESSAGE)
    .max(4, TERM_MESSAGE)
    .transform((term) => term as Term),
  scores: z
    .array(ScoreCellSchema, { error: 'Scores must be a list.' })
    .max(SCORES_MAX, `Send at most ${SCORES_MAX.toLocaleString('en')} scores at once.`)
    .superRefine(
      uniqueBy((cell) => compositeKey(cell.studentId, cell.assessmentId), 'This student’s score for this assessment is sent twice.'),
    ),
});
export type SaveGradebookScoresBody = z.infer<typeof SaveGradebookScoresBodySchema>;

const boundary = (name: string) => z.number({ error: `${name} must be a number.` });

/**
 * PUT /grade-boundaries/{id}: a term's four minimums and the version the form was opened on. Their order
 * (100 ≥ A > B > C > D ≥ 0) is `areGradeBoundariesValid` (grade.ts), checked after this shape, on both sides.
 */
export const UpdateGradeBoundariesBodySchema = z.object({
  gradeAMin: boundary('gradeAMin'),
  gradeBMin: boundary('gradeBMin'),
  gradeCMin: boundary('gradeCMin'),
  gradeDMin: boundary('gradeDMin'),
  version: version('Send the version of the grade boundaries you read.').positive('Send the version of the grade boundaries you read.'),
});
export type UpdateGradeBoundariesBody = z.infer<typeof UpdateGradeBoundariesBodySchema>;
