import type { AuditFieldChange } from '@/domain/audit/responses';

// How a recorded value reads in a history: the backend records values as the record holds them (numbers, text,
// lists, yes/no), and a history must never show raw JSON, "null" or "true" to a teacher.

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

/** "Ms Priya Nair", "Mr Tan as Ms Priya Nair", "… through the admin portal". */
export function actedBy({ actor, onBehalfOf, via }: ActedBy): string {
  const as = onBehalfOf ? ` as ${onBehalfOf.name}` : '';
  return `${actor.name}${as}${via === 'hand-off' ? ' through the admin portal' : ''}`;
}
