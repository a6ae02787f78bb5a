import { z } from 'zod';
import { AUDIT_SECTIONS } from './sections';

// The record of who changed what (issue 24, docs/api.md "History and audit"): every write of the backend appends
// events of this shape, and no endpoint edits or deletes one. The demo backend builds its answers
// `satisfies z.input<…>` of these; the portal's endpoints parse with them.

/** A change to a record, or a read of a pupil's personal details (ID number, guardians' contacts). */
export const AUDIT_EVENT_KINDS = ['change', 'access'] as const;
export type AuditEventKind = (typeof AUDIT_EVENT_KINDS)[number];

/** How the actor's session was opened: a password sign-in, or a hand-off from the admin portal. */
export const SESSION_ORIGINS = ['sign-in', 'hand-off'] as const;
export type SessionOrigin = (typeof SESSION_ORIGINS)[number];

export const AuditPersonSchema = z.object({ id: z.string(), name: z.string() });
export type AuditPerson = z.infer<typeof AuditPersonSchema>;

/**
 * A field's value before and after, as the record holds it (a number, text, a list…); `null` when there was none.
 * Secrets (passwords) and file contents are never copied: they read "(changed)" or "(n bytes)".
 */
const FieldValueSchema: z.ZodType<unknown> = z.unknown();

export const AuditFieldChangeSchema = z.object({
  field: z.string(),
  /** The field in words ("Mark", "Remark", "Conduct"). */
  label: z.string(),
  before: FieldValueSchema,
  after: FieldValueSchema,
});
export type AuditFieldChange = z.infer<typeof AuditFieldChangeSchema>;

export const AuditRecordRefSchema = z.object({
  /** What kind of record ("Mark", "FormClassRecord", "CalendarEvent", …): docs/api.md lists them. */
  type: z.string(),
  id: z.string(),
  /** The record in words, as of the event ("Mathematics · Weighted Assessment 1 · Tan Wei Ming"). */
  label: z.string(),
});
export type AuditRecordRef = z.infer<typeof AuditRecordRefSchema>;

export const AuditEventSchema = z.object({
  id: z.string(),
  /** One request's events share it: a sheet saved for 30 pupils is one operation of 30 events. */
  operationId: z.string(),
  /** The contract's operation, as method and path ("PUT /subject-years/{id}/gradebook/scores"). */
  operation: z.string(),
  kind: z.enum(AUDIT_EVENT_KINDS),
  at: z.iso.datetime({ offset: true }),
  /** Who acted: the person at the keyboard. */
  actor: AuditPersonSchema,
  /** Whose account the actor used, when not their own (impersonation); null otherwise. */
  onBehalfOf: AuditPersonSchema.nullable(),
  via: z.enum(SESSION_ORIGINS),
  record: AuditRecordRefSchema,
  /** The pupil the record is about, when it is about one. */
  studentId: z.string().nullable(),
  classYearId: z.string().nullable(),
  term: z.number().int().min(1).max(4).nullable(),
  /** Marks, Remarks, Conduct… for filtering a pupil's or a class's history. */
  section: z.enum(AUDIT_SECTIONS),
  /** Empty for an access event, and for a save that changed no field (the save itself is on the record). */
  changes: z.array(AuditFieldChangeSchema),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

/** A record's whole history, newest first (`GET /history/{recordType}/{recordId}`). */
export const RecordHistorySchema = z.object({ data: z.array(AuditEventSchema) });
export type RecordHistory = z.infer<typeof RecordHistorySchema>;

/**
 * A page of a pupil's or a class's history, or of the personal-details reads, newest first; `people` is everyone who
 * appears in it before the person filter, for that filter's choices.
 */
export const AuditPageSchema = z.object({
  data: z.array(AuditEventSchema),
  count: z.number().int().min(0),
  people: z.array(AuditPersonSchema),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** Who last changed each mark of a subject's term, and when (the gradebook's hover). */
export const MarkChangeSchema = z.object({
  assessmentId: z.string(),
  studentId: z.string(),
  at: z.iso.datetime({ offset: true }),
  actor: AuditPersonSchema,
  onBehalfOf: AuditPersonSchema.nullable(),
  via: z.enum(SESSION_ORIGINS),
});
export type MarkChange = z.infer<typeof MarkChangeSchema>;
export const MarkChangesSchema = z.object({ data: z.array(MarkChangeSchema) });
