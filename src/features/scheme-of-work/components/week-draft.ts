import { z } from 'zod';
import { readDraft } from '@/lib/draft-storage';

/** The week's form as typed: topics and objectives one per line, the chosen lessons. */
export const WeekFormValuesSchema = z.object({
  topics: z.string(),
  objectives: z.string(),
  lessonIds: z.array(z.string()),
});
export type WeekFormValues = z.infer<typeof WeekFormValuesSchema>;

/** As `useRecordForm`'s `versionedDraft` keeps it: the scheme's version the week was typed on. */
const WeekDraftSchema = z.object({ version: z.number(), values: WeekFormValuesSchema });

const PREFIX = 'sow-week-draft:v1';

/** One draft per user, scheme and week, so another account never sees it. */
export function weekDraftKey(userId: string, sowId: string, week: number): string {
  return `${PREFIX}:${userId}:${sowId}:${week}`;
}

/** The weeks of a scheme that hold a draft of this user. */
export function draftWeeks(userId: string, sowId: string, weeks: readonly number[]): Set<number> {
  return new Set(weeks.filter((week) => readDraft(weekDraftKey(userId, sowId, week), WeekDraftSchema) !== null));
}
