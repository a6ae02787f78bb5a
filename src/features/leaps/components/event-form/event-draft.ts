import { z } from 'zod';
import { LeapsEventBodySchema } from '@/domain/leaps/bodies';

type BodyField = keyof typeof LeapsEventBodySchema.shape;
const asTyped = z.string().catch('');

/**
 * What the form holds, as typed (not yet valid): the draft keeps it whole. Derived from the body, so a new text
 * field joins the form and its draft with no line here: every field is any text ('' when absent: a draft typed
 * before the field existed), except the ones the form holds otherwise, listed below.
 */
export const EventFormValuesSchema = z.object({
  ...(Object.fromEntries(Object.keys(LeapsEventBodySchema.shape).map((field) => [field, asTyped])) as Record<BodyField, typeof asTyped>),
  /** A select: '' until one is chosen. */
  domain: asTyped,
  level: z.number().nullable().catch(null),
  students: z
    .array(
      z.object({
        studentId: asTyped,
        role: asTyped,
        level: z.number().nullable().catch(null),
      }),
    )
    .catch([]),
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
