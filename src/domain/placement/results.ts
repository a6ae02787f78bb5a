import { z } from 'zod';
import { PLACEMENT_REMARK_MAX_LENGTH, PLACEMENT_SCORE_MAX, PLACEMENT_SCORE_MIN } from '../../config/constants';

export const PT_RESULT_STATUSES = ['WAITING', 'ACCEPT', 'REJECT', 'WITHDRAWN'] as const;
export const PtResultStatusSchema = z.enum(PT_RESULT_STATUSES);
export type PtResultStatus = z.infer<typeof PtResultStatusSchema>;

const score = z.number().min(PLACEMENT_SCORE_MIN).max(PLACEMENT_SCORE_MAX).nullable();
const note = z.string().max(PLACEMENT_REMARK_MAX_LENGTH).nullable();

/** A placement test result as both screens read it and the demo backend answers it (spec §3, entry-screen field list). */
export const PlacementResultSchema = z.object({
  id: z.string(),
  placementTestScheduleId: z.string(),
  studentAdmissionId: z.string(),
  studentId: z.string(),
  testScore: score,
  testNotes: note,
  subjectTestScores: z.array(z.object({ subject: z.string(), score })),
  observationScore: score,
  observationRemark: note,
  interviewScore: score,
  interviewNotes: note,
  reportCardScore: score,
  reportCardRemark: note,
  finalScore: score,
  finalNotes: note,
  ptResultStatus: PtResultStatusSchema.nullable(),
});
export type PlacementResult = z.infer<typeof PlacementResultSchema>;

/** POST /placement-test-results/bulk: every result the call created or changed, as it now stands. */
export const BulkUpsertPlacementResultsResponseSchema = z.object({ data: z.array(PlacementResultSchema) });

/** GET /placement-test-results/by-schedule: the results of the schedules asked for (one without a result is absent). */
export const PlacementResultsByScheduleSchema = z.object({ data: z.array(PlacementResultSchema), count: z.number().optional() });
