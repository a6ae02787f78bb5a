import { z } from 'zod';
import { clearDraft, readDraft, writeDraft } from '@/lib/draft-storage';

/** The week's form as typed: topics and objectives one per line, the chosen lessons. */
export const WeekFormValuesSchema = z.object({
  topics: z.string(),
  objectives: z.string(),
  lessonIds: z.array(z.string()),
});
export type WeekFormValues = z.infer<typeof WeekFormValuesSchema>;

const WeekDraftSchema = z.object({ version: z.number(), values: WeekFormValuesSchema });
export type WeekDraft = z.infer<typeof WeekDraftSchema>;

const PREFIX = 'sow-week-draft:v1';

/** One draft per user, scheme and week, so another account never sees it. */
export function weekDraftKey(userId: string, sowId: string, week: number): string {
  return `${PREFIX}:${userId}:${sowId}:${week}`;
}

export const readWeekDraft = (key: string): WeekDraft | null => readDraft(key, WeekDraftSchema);

export const writeWeekDraft: (key: string, draft: WeekDraft) => void = writeDraft;

export const clearWeekDraft = clearDraft;

/** The weeks of a scheme that hold a draft of this user. */
export function draftWeeks(userId: string, sowId: string, weeks: readonly number[]): Set<number> {
  return new Set(weeks.filter((week) => readWeekDraft(weekDraftKey(userId, sowId, week)) !== null));
}
