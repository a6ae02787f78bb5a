import { z } from 'zod';

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

export function readWeekDraft(key: string): WeekDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = WeekDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage disabled or a corrupt entry: as if there were no draft.
    return null;
  }
}

export function writeWeekDraft(key: string, draft: WeekDraft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or disabled storage only loses the safety copy; the typed week is still on screen.
  }
}

export function clearWeekDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear when storage is disabled.
  }
}

/** The weeks of a scheme that hold a draft of this user. */
export function draftWeeks(userId: string, sowId: string, weeks: readonly number[]): Set<number> {
  return new Set(weeks.filter((week) => readWeekDraft(weekDraftKey(userId, sowId, week)) !== null));
}
