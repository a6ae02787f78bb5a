import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { AuditFilterSchema, type AuditFilter } from '../../domain/audit/query';
import type { AuditEventSchema, AuditPageSchema, AuditPerson, MarkChangesSchema, RecordHistorySchema } from '../../domain/audit/responses';
import { schoolDateOf } from '../../domain/lesson-content/submission-state';
import type { User } from '../auth/schema';
import { db } from '../db';
import { withAuth } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import { parseListQuery } from '../http/list-query';
import { route } from '../http/route';
import { validate } from '../http/validation';
import { parseTerm } from '../form-class/query';
import { canSeeClass, isPrincipalOfClass, visibleClassYear, visibleSubjectYear } from '../school/access';
import type { DomainHandlers } from '../handlers';
import { RECORD_ACCESS } from './record-access';
import type { AuditEventRow } from './schema';

export const PERSONAL_DETAILS_LOG_MESSAGE = 'Only a principal can read the log of who read pupils’ personal details.';
const FORMER_COLLEAGUE = 'A former colleague';

type AuditEventAnswer = z.input<typeof AuditEventSchema>;

function person(userId: string): AuditPerson {
  return { id: userId, name: db.users.get(userId)?.fullName ?? FORMER_COLLEAGUE };
}

function answerOf(row: AuditEventRow): AuditEventAnswer {
  return {
    id: row.id,
    operationId: row.operationId,
    operation: row.operation,
    kind: row.kind,
    at: row.createdAt,
    actor: person(row.actorId),
    onBehalfOf: row.onBehalfOfId ? person(row.onBehalfOfId) : null,
    via: row.via,
    record: { type: row.recordType, id: row.recordId, label: row.recordLabel },
    studentId: row.studentId,
    classYearId: row.classYearId,
    term: row.term,
    section: row.section,
    changes: row.changes,
  };
}

const newestFirst = (a: AuditEventRow, b: AuditEventRow) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

const principalOfAnyClass = (user: User) => db.classYears.all().some((classYear) => isPrincipalOfClass(user, classYear));

/**
 * Whether the user may read an event: one about a class, whoever may see the class (reads of personal details only
 * its principal); one about no class, the people in it and principals.
 */
function canSeeEvent(user: User, event: AuditEventRow): boolean {
  const classYear = event.classYearId ? db.classYears.get(event.classYearId) : undefined;
  if (event.kind === 'access') return classYear ? isPrincipalOfClass(user, classYear) : false;
  if (classYear) return canSeeClass(user, classYear);
  if (event.actorId === user.id || event.onBehalfOfId === user.id || event.recordId === user.id) return true;
  return event.section !== 'Sign-in' && principalOfAnyClass(user);
}

function filterOf(request: Request): AuditFilter {
  const params = new URL(request.url).searchParams;
  const read = (name: string) => params.get(name) || undefined;
  return validate(AuditFilterSchema, { section: read('section'), actorId: read('actorId'), from: read('from'), to: read('to') });
}

function matchesDates(event: AuditEventRow, { from, to }: AuditFilter): boolean {
  const day = schoolDateOf(new Date(event.createdAt));
  return (!from || day >= from) && (!to || day <= to);
}

/** A page of events, newest first, with everyone in them (before the person filter) for that filter's choices. */
function pageOf(request: Request, events: AuditEventRow[]): z.input<typeof AuditPageSchema> {
  const filter = filterOf(request);
  const { page, pageSize } = parseListQuery(new URL(request.url));
  const inRange = events.filter((event) => (!filter.section || event.section === filter.section) && matchesDates(event, filter));
  const people = [...new Set(inRange.map((event) => event.actorId))].map(person).sort((a, b) => a.name.localeCompare(b.name));
  const matching = inRange.filter((event) => !filter.actorId || event.actorId === filter.actorId).sort(newestFirst);
  const shown = pageSize === 0 ? matching : matching.slice(page * pageSize, (page + 1) * pageSize);
  return { data: shown.map(answerOf), count: matching.length, people };
}

export const auditHandlers = [
  route.get(
    '/history/:recordType/:recordId',
    withAuth(({ params, user }) => {
      const recordType = params.recordType ?? '';
      const recordId = params.recordId ?? '';
      const access = RECORD_ACCESS[recordType];
      access?.(user, recordId);
      const events = db.auditEvents.filter((event) => event.recordType === recordType && event.recordId === recordId);
      const visible = events.filter((event) => (access !== undefined && event.kind === 'change') || canSeeEvent(user, event));
      if (events.length > 0 && visible.length === 0) throw notFound('Record');
      return HttpResponse.json({ data: visible.sort(newestFirst).map(answerOf) } satisfies z.input<typeof RecordHistorySchema>);
    }),
  ),

  route.get(
    '/students/:studentId/history',
    withAuth(({ request, params, user }) => {
      const student = db.students.get(params.studentId ?? '');
      if (!student) throw notFound('Student');
      visibleClassYear(user, student.classYearId);
      const events = db.auditEvents.filter((event) => event.studentId === student.id && canSeeEvent(user, event));
      return HttpResponse.json(pageOf(request, events));
    }),
  ),

  route.get(
    '/class-years/:classYearId/history',
    withAuth(({ request, params, user }) => {
      const classYear = visibleClassYear(user, params.classYearId ?? '');
      const termParam = new URL(request.url).searchParams.get('term');
      const term = termParam ? parseTerm(termParam) : null;
      const events = db.auditEvents.filter(
        (event) => event.classYearId === classYear.id && (term === null || event.term === term) && canSeeEvent(user, event),
      );
      return HttpResponse.json(pageOf(request, events));
    }),
  ),

  route.get(
    '/audit/personal-details-reads',
    withAuth(({ request, user }) => {
      if (!principalOfAnyClass(user)) throw new HttpError(403, PERSONAL_DETAILS_LOG_MESSAGE);
      const events = db.auditEvents.filter((event) => event.kind === 'access' && canSeeEvent(user, event));
      return HttpResponse.json(pageOf(request, events));
    }),
  ),

  route.get(
    '/subject-years/:id/gradebook/mark-changes',
    withAuth(({ request, params, user }) => {
      const subjectYear = visibleSubjectYear(user, params.id ?? '');
      const term = parseTerm(new URL(request.url).searchParams.get('term'));
      const assessments = new Set(db.assessments.filter((row) => row.subjectYearId === subjectYear.id && row.term === term).map((row) => row.id));
      const latest = new Map<string, AuditEventRow>();
      for (const event of db.auditEvents.filter((row) => row.recordType === 'Mark' && assessments.has(row.recordId.split(':')[0] ?? ''))) {
        const known = latest.get(event.recordId);
        if (!known || newestFirst(event, known) < 0) latest.set(event.recordId, event);
      }
      const data = [...latest.values()].map((event) => {
        const [assessmentId = '', studentId = ''] = event.recordId.split(':');
        return {
          assessmentId,
          studentId,
          at: event.createdAt,
          actor: person(event.actorId),
          onBehalfOf: event.onBehalfOfId ? person(event.onBehalfOfId) : null,
          via: event.via,
        };
      });
      return HttpResponse.json({ data } satisfies z.input<typeof MarkChangesSchema>);
    }),
  ),
];

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 35, handlers: auditHandlers };
