import type { DefaultValues, FieldPath } from 'react-hook-form';
import type { LeapsEvent } from '@/features/leaps/api/leaps-schemas';
import { LEAPS_DOMAINS } from '@/domain/school/enums';
import type { LeapsEventBodyInput } from '@/domain/leaps/bodies';
import type { EventFormValues } from './event-draft';

export type EventFormInput = LeapsEventBodyInput;

export const EMPTY_EVENT_VALUES: EventFormValues = {
  name: '',
  domain: '',
  level: null,
  date: '',
  description: '',
  students: [],
};

/** The values of a saved event as the form holds them. */
export function valuesOfEvent(event: LeapsEvent): EventFormValues {
  return {
    name: event.name,
    domain: event.domain,
    level: event.level,
    date: event.date,
    description: event.description,
    students: event.students.map((student) => ({
      studentId: student.id,
      role: student.role ?? '',
      level: student.level,
    })),
  };
}

/** What the form shows on screen, read back in the draft's loose shape (a select left empty is '' or undefined). */
export function looseValues(values: Partial<EventFormInput>): EventFormValues {
  return {
    name: values.name ?? '',
    domain: values.domain ?? '',
    level: typeof values.level === 'number' && !Number.isNaN(values.level) ? values.level : null,
    date: values.date ?? '',
    description: values.description ?? '',
    students: (values.students ?? []).map((student) => ({
      studentId: student.studentId,
      role: student.role,
      level: typeof student.level === 'number' ? student.level : null,
    })),
  };
}

/** The loose values as the form's defaults: an unknown domain or a missing level stays unchosen. */
export function toFormDefaults(values: EventFormValues): DefaultValues<EventFormInput> {
  return {
    name: values.name,
    domain: LEAPS_DOMAINS.find((domain) => domain === values.domain),
    level: values.level ?? undefined,
    date: values.date,
    description: values.description,
    students: values.students,
  };
}

const TOP_FIELDS = ['name', 'domain', 'level', 'date', 'description', 'students'] as const;
const STUDENT_FIELDS = ['studentId', 'role', 'level'] as const;

/** A 422's field name as a path of this form, or null for one the form does not show. */
export function formPathOf(key: string): FieldPath<EventFormInput> | null {
  const top = TOP_FIELDS.find((field) => field === key);
  if (top) return top;
  const match = /^students\.(\d+)\.(\w+)$/.exec(key);
  const leaf = STUDENT_FIELDS.find((field) => field === match?.[2]);
  return match && leaf ? `students.${Number(match[1])}.${leaf}` : null;
}
