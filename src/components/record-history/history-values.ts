import type { AuditEvent, AuditFieldChange } from '@/domain/audit/responses';

// An event in words, for the history dialog, the audit screens and their CSV: the backend records values as the
// record holds them (numbers, text, lists, yes/no), and a history must never show raw JSON, "null" or "true" to a
// teacher.

/** What an empty value (none, blank text, an empty list) reads as. */
export const BLANK_VALUE = 'blank';

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/** A person, an option or a file carries its words in one of these fields. */
function wordsOf(value: object): string | null {
  for (const key of ['name', 'label', 'fullName', 'title']) {
    const words: unknown = (value as Record<string, unknown>)[key];
    if (typeof words === 'string' && words.trim() !== '') return words;
  }
  return null;
}

/** One recorded value in words: "blank", "yes"/"no", a list joined with commas, an object by its name. */
export function historyValue(value: unknown): string {
  if (isBlank(value)) return BLANK_VALUE;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(historyValue).join(', ');
  if (typeof value === 'object' && value !== null) return wordsOf(value) ?? '(changed)';
  return '(changed)';
}

/** A field's change in words: "Mark: 11 → 12". */
export function historyChange(change: AuditFieldChange): string {
  return `${change.label}: ${historyValue(change.before)} → ${historyValue(change.after)}`;
}

/** Who acted, as the history says it. */
export interface ActedBy {
  actor: { name: string };
  onBehalfOf: { name: string } | null;
  via: 'sign-in' | 'hand-off';
}

/** "as Ms Priya Nair" and "through the admin portal", when they apply. */
export function actingWords({ onBehalfOf, via }: ActedBy): string[] {
  return [onBehalfOf ? `as ${onBehalfOf.name}` : null, via === 'hand-off' ? 'through the admin portal' : null].filter(
    (words): words is string => words !== null,
  );
}

/** "Ms Priya Nair", "Mr Tan as Ms Priya Nair", "… through the admin portal". */
export function actedBy(acted: ActedBy): string {
  return [acted.actor.name, ...actingWords(acted)].join(' ');
}

/** Every change of an event, or what the event was when it changed no field. */
export function eventChangeLines(event: AuditEvent): string[] {
  if (event.kind === 'access') return ['Read the pupil’s personal details'];
  if (event.changes.length === 0) return ['Saved with no field changed'];
  return event.changes.map(historyChange);
}
