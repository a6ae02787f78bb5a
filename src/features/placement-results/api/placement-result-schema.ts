import { z } from 'zod';
import { PLACEMENT_REMARK_MAX_LENGTH } from '@/config/constants';

export const PT_RESULT_STATUSES = ['WAITING', 'ACCEPT', 'REJECT', 'WITHDRAWN'] as const;
export const PtResultStatusSchema = z.enum(PT_RESULT_STATUSES);
export type PtResultStatus = z.infer<typeof PtResultStatusSchema>;

const score = z.number().min(0).max(100).nullable();
const note = z.string().max(PLACEMENT_REMARK_MAX_LENGTH).nullable();

/** A placement test result as both screens read it (spec §3, entry-screen field list). */
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

export const placementKeys = {
  all: ['placement-test-results'] as const,
  lists: () => [...placementKeys.all, 'list'] as const,
  list: (params: object) => [...placementKeys.lists(), params] as const,
  bySchedule: (scheduleIds: readonly string[]) => [...placementKeys.all, 'by-schedule', scheduleIds] as const,
  admissions: (params: object) => [...placementKeys.all, 'admissions', params] as const,
  schedules: (params: object) => [...placementKeys.all, 'schedules', params] as const,
  setting: (masterLevelId: string) => [...placementKeys.all, 'setting', masterLevelId] as const,
};
