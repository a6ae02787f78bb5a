import { z } from 'zod';

/** What the form holds, as typed (not yet valid): the draft keeps it whole. */
export const EventFormValuesSchema = z.object({
  name: z.string(),
  domain: z.string(),
  level: z.number().nullable(),
  date: z.string(),
  description: z.string(),
  students: z.array(
    z.object({
      studentId: z.string(),
      role: z.string(),
      level: z.number().nullable(),
    }),
  ),
});
export type EventFormValues = z.infer<typeof EventFormValuesSchema>;

export const EventDraftSchema = z.object({
  /** The event's version the draft was typed on (null for a new event). */
  version: z.number().nullable(),
  values: EventFormValuesSchema,
  /** Names of the chosen students, so a restored draft shows them before the server answers. */
  names: z.record(z.string(), z.string()),
});

/** One draft per user and event ("new" for the add screen), so another account never sees it. */
export function eventDraftKey(userId: string, eventId: string | null): string {
  return `leaps-event-draft:v1:${userId}:${eventId ?? 'new'}`;
}
