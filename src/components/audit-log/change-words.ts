import type { AuditEvent, AuditFieldChange } from '@/domain/audit/responses';

// An event in words for the audit screens and their CSV: what changed, and who acted as whom. Values are shown as
// the record held them; a value no person could read (an object) is named, never dumped as JSON.

/** A field's value in words: "(empty)" for none, "Yes"/"No", a list joined by commas. */
export function valueWords(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== null && item !== undefined);
    if (items.length === 0) return '(empty)';
    return items.every((item) => typeof item === 'string' || typeof item === 'number') ? items.join(', ') : `${items.length} items`;
  }
  return '(changed)';
}

/** "Remark: Quiet → Helpful and kind". */
export function changeWords(change: AuditFieldChange): string {
  return `${change.label}: ${valueWords(change.before)} → ${valueWords(change.after)}`;
}

/** Every change of an event, or what the event was when it changed no field. */
export function eventChangeLines(event: AuditEvent): string[] {
  if (event.kind === 'access') return ['Read the pupil’s personal details'];
  if (event.changes.length === 0) return ['Saved with no field changed'];
  return event.changes.map(changeWords);
}

/** "as Mdm Siti Rahmah" and "through the admin portal", when they apply. */
export function actingWords(event: AuditEvent): string[] {
  return [event.onBehalfOf ? `as ${event.onBehalfOf.name}` : null, event.via === 'hand-off' ? 'through the admin portal' : null].filter(
    (words): words is string => words !== null,
  );
}

/** Who, in one line: "Mr Daniel Tan, as Mdm Siti Rahmah, through the admin portal". */
export function whoWords(event: AuditEvent): string {
  return [event.actor.name, ...actingWords(event)].join(', ');
}
