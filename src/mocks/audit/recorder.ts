import type { SessionOrigin } from '../../domain/audit/responses';
import { retainedSince, type AuditSection } from '../../domain/audit/sections';
import { now } from '../clock';
import { db, onDemoRowWritten } from '../db';
import { newId } from '../http/record-writes';
import type { Session } from '../auth/schema';
import { describeWrite, type PendingEvent } from './describe';
import type { AuditEventRow } from './schema';

// Every write of the demo backend goes on the record (issue 24): the request resolver (../http/route.ts) opens an
// operation around each write request, writes one at a time, and closes it; every row written meanwhile becomes
// events of that operation, attributed to whoever withAuth found behind the request.

/** Who acts: the person at the keyboard, whose account, and how the session was opened. */
export interface Actor {
  actorId: string;
  onBehalfOfId: string | null;
  via: SessionOrigin;
}

interface Operation {
  id: string;
  /** The contract's method and path: "PUT /subject-years/{id}/gradebook/scores". */
  label: string;
  request: Request;
  actor: Actor | null;
  pending: PendingEvent[];
}

let current: Operation | null = null;

onDemoRowWritten((table, before, after) => {
  if (current) current.pending.push(...describeWrite(table, before, after));
});

/** The actor of a session: its own user, unless it was opened for someone by someone else. */
export function actorOf(session: Pick<Session, 'userId' | 'actorId' | 'origin'>): Actor {
  const actorId = session.actorId ?? session.userId;
  return { actorId, onBehalfOfId: actorId === session.userId ? null : session.userId, via: session.origin ?? 'sign-in' };
}

/** "/subject-years/:id/gradebook/scores" → "PUT /subject-years/{id}/gradebook/scores". */
export function operationLabel(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;
}

/** Called by withAuth: the session behind the request is the actor of its operation. */
export function identifyActor(request: Request, session: Session): void {
  if (current?.request === request) current.actor = actorOf(session);
}

/** For a write that signs someone in (no session behind the request yet). */
export function actAs(request: Request, actor: Actor): void {
  if (current?.request === request) current.actor = actor;
}

/** Adds an event no row write makes (a sign-in, a sign-out) to the request's operation. */
export function recordOperationEvent(request: Request, event: PendingEvent): void {
  if (current?.request === request) current.pending.push(event);
}

function rowsOf(operation: { id: string; label: string; kind: AuditEventRow['kind'] }, actor: Actor, events: PendingEvent[]): AuditEventRow[] {
  const createdAt = new Date(now()).toISOString();
  return events.map((event) => ({
    id: newId('ev'),
    createdAt,
    operationId: operation.id,
    operation: operation.label,
    kind: operation.kind,
    ...actor,
    ...event,
  }));
}

/** Events past their section's retention (docs/api.md): the only way an event ever leaves the record. */
function forgetExpired(): void {
  const today = new Date(now());
  const cutoff = new Map<AuditSection, string>();
  const since = (section: AuditSection) => {
    const known = cutoff.get(section);
    if (known) return known;
    const iso = retainedSince(section, today).toISOString();
    cutoff.set(section, iso);
    return iso;
  };
  db.auditEvents.removeWhere((event) => event.createdAt < since(event.section));
}

/**
 * Runs one write request as an operation: its row writes become its events, inserted when it ends (whatever its
 * answer: a write made before a refusal happened all the same). An unidentified request (a refused sign-in) writes
 * nothing the record keeps.
 */
export async function asOperation(request: Request, label: string, run: () => Promise<Response>): Promise<Response> {
  const operation: Operation = { id: newId('op'), label, request, actor: null, pending: [] };
  current = operation;
  try {
    return await run();
  } finally {
    current = null;
    if (operation.actor && operation.pending.length > 0) {
      forgetExpired();
      for (const row of rowsOf({ ...operation, kind: 'change' }, operation.actor, operation.pending)) db.auditEvents.insert(row);
    }
  }
}

/** A read of pupils' personal details (ID numbers, guardians' contacts): an access event of its own operation. */
export function recordRead(session: Session, label: string, events: PendingEvent[]): void {
  for (const row of rowsOf({ id: newId('op'), label, kind: 'access' }, actorOf(session), events)) db.auditEvents.insert(row);
}

/** A pupil's particulars were read: their ID number and their guardians' contacts. */
export function recordPersonalDetailsRead(session: Session, student: { id: string; fullName: string; classYearId: string }): void {
  recordRead(session, 'GET /students/{id}', [
    {
      recordType: 'Student',
      recordId: student.id,
      recordLabel: student.fullName,
      studentId: student.id,
      classYearId: student.classYearId,
      term: null,
      section: 'Personal details read',
      changes: [],
    },
  ]);
}
