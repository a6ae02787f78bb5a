import { z } from 'zod';
import { PLACEMENT_REMARK_MAX_LENGTH, PLACEMENT_SCORE_MAX, PLACEMENT_SCORE_MIN } from '../../config/constants';
import { compositeKey, uniqueBy } from '../school/unique-keys';
import { visibleText } from '../school/visible-text';
import { PtResultStatusSchema } from './results';

// POST /placement-test-results/bulk (spec §7): both placement screens send it and the demo backend validates with
// it, so a refusal names the field (`placementTestResults.2.finalScore`) with these words.

const score = z
  .number({ error: 'Score must be a number' })
  .min(PLACEMENT_SCORE_MIN, `Score must be at least ${PLACEMENT_SCORE_MIN}`)
  .max(PLACEMENT_SCORE_MAX, `Score must be at most ${PLACEMENT_SCORE_MAX}`)
  .nullable();
const REMARK_LIMIT = PLACEMENT_REMARK_MAX_LENGTH.toLocaleString('en');
/** Each remark field's message names it: a too-long observation remark is not "Notes". */
const note = (label: string) =>
  visibleText().max(PLACEMENT_REMARK_MAX_LENGTH, `${label} must be at most ${REMARK_LIMIT} characters`).nullable().optional();

/** One entry: names its result by `id` or, to create it, by `placementTestScheduleId`; only the keys sent change. */
export const PlacementResultEntrySchema = z
  .object({
    id: z.string().optional(),
    placementTestScheduleId: z.string().optional(),
    testScore: score.optional(),
    testNotes: note('Test notes'),
    subjectTestScores: z
      .array(z.object({ subject: z.string(), score }))
      .superRefine(uniqueBy((entry) => entry.subject, 'This subject is sent twice.', 'subject'))
      .optional(),
    observationScore: score.optional(),
    observationRemark: note('Observation remark'),
    interviewScore: score.optional(),
    interviewNotes: note('Interview notes'),
    reportCardScore: score.optional(),
    reportCardRemark: note('Report card remark'),
    finalScore: score.optional(),
    finalNotes: note('Final notes'),
    ptResultStatus: PtResultStatusSchema.nullable().optional(),
  })
  .refine((entry) => entry.id || entry.placementTestScheduleId, { path: ['id'], message: 'Each entry needs an id or a placementTestScheduleId.' });
export type PlacementResultEntry = z.infer<typeof PlacementResultEntrySchema>;

export const BulkUpsertPlacementResultsBodySchema = z.object({
  placementTestResults: z
    .array(PlacementResultEntrySchema, { error: 'placementTestResults must be a list.' })
    .min(1, 'Entry list needs at least one entry.')
    // An entry is keyed by its result's id, or by its schedule when it creates the result.
    .superRefine(uniqueBy((entry) => compositeKey(entry.id ?? '', entry.id ? '' : (entry.placementTestScheduleId ?? '')), 'This result is in the list twice.')),
});
export type BulkUpsertPlacementResultsBody = z.input<typeof BulkUpsertPlacementResultsBodySchema>;
