import type { AuditEvent, AuditFieldChange } from '@/domain/audit/responses';
import type { AuditSection } from '@/domain/audit/sections';
import { CALENDAR_EVENT_TYPE_LABELS } from '@/domain/calendar/bodies';
import { PARTICIPATION_GRADE_LABELS } from '@/domain/cca/cca';
import { DOCUMENT_TYPE_LABELS } from '@/domain/file-sharing/limits';
import { LEAPS_DOMAIN_LABELS } from '@/domain/leaps/leaps';
import { REVIEW_STATUS_LABELS } from '@/domain/lesson-content/review';
import { PICK_UP_STATE_LABELS } from '@/domain/release-student/release-chain';
import { SEASON_STATE_LABELS } from '@/domain/report-season/responses';
import { OBSERVATION_LEVEL_LABELS } from '@/domain/school/enums';

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

/** The words of coded values, by section and field: the record holds "GOOD", a teacher reads "Good". */
const CODE_WORDS: Partial<Record<AuditSection, Readonly<Record<string, Readonly<Record<string, string>>>>>> = {
  Calendar: { type: CALENDAR_EVENT_TYPE_LABELS },
  CCA: { grade: PARTICIPATION_GRADE_LABELS },
  'FTP evaluation': { observations: OBSERVATION_LEVEL_LABELS },
  Files: { documentType: DOCUMENT_TYPE_LABELS },
  LEAPS: { domain: LEAPS_DOMAIN_LABELS },
  'Lessons and assignments': { reviewStatus: REVIEW_STATUS_LABELS, fromStatus: REVIEW_STATUS_LABELS, toStatus: REVIEW_STATUS_LABELS },
  'Pick-up': { state: PICK_UP_STATE_LABELS },
  'Report season': { state: SEASON_STATE_LABELS },
};

function inWords(value: unknown, codes: Readonly<Record<string, string>> | undefined): unknown {
  if (!codes) return value;
  if (typeof value === 'string') return codes[value] ?? value;
  return Array.isArray(value) ? value.map((item: unknown) => inWords(item, codes)) : value;
}

/** A field's change in words: "Mark: 11 → 12"; with the event's section, coded values in words ("Grade: Good → Excellent"). */
export function historyChange(change: AuditFieldChange, section?: AuditSection): string {
  const codes = section ? CODE_WORDS[section]?.[change.field] : undefined;
  return `${change.label}: ${historyValue(inWords(change.before, codes))} → ${historyValue(inWords(change.after, codes))}`;
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
  return event.changes.map((change) => historyChange(change, event.section));
}
