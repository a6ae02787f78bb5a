import type { DefaultValues, FieldPath } from 'react-hook-form';
import type { LeapsEvent } from '@/domain/leaps/responses';
import { LEAPS_DOMAINS } from '@/domain/school/enums';
import type { LeapsEventBodyInput } from '@/domain/leaps/bodies';
import { EventFormValuesSchema, type EventFormValues } from './event-draft';

export type EventFormInput = LeapsEventBodyInput;

export const EMPTY_EVENT_VALUES: EventFormValues = EventFormValuesSchema.parse({});

/** The values of a saved event as the form holds them (its other fields, such as its id, are left out). */
export function valuesOfEvent(event: LeapsEvent): EventFormValues {
  return EventFormValuesSchema.parse({
    ...event,
    students: event.students.map((student) => ({ studentId: student.id, role: student.role ?? '', level: student.level })),
  });
}

/** What the form shows on screen, read back in the draft's loose shape (a select left empty is '' or undefined). */
export function looseValues(values: Partial<EventFormInput>): EventFormValues {
  return EventFormValuesSchema.parse(values);
}

/** The loose values as the form's defaults: an unknown domain or a missing level stays unchosen. */
export function toFormDefaults(values: EventFormValues): DefaultValues<EventFormInput> {
  return {
    ...values,
    domain: LEAPS_DOMAINS.find((domain) => domain === values.domain),
    level: values.level ?? undefined,
  };
}

const TOP_FIELDS = EventFormValuesSchema.keyof().options;
const STUDENT_FIELDS = ['studentId', 'role', 'level'] as const;

/** A 422's field name as a path of this form, or null for one the form does not show. */
export function formPathOf(key: string): FieldPath<EventFormInput> | null {
  const top = TOP_FIELDS.find((field) => field === key);
  if (top) return top;
  const match = /^students\.(\d+)\.(\w+)$/.exec(key);
  const leaf = STUDENT_FIELDS.find((field) => field === match?.[2]);
  return match && leaf ? `students.${Number(match[1])}.${leaf}` : null;
}
