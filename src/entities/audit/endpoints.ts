import { z } from 'zod';
import { AuditFilterSchema } from '@/domain/audit/query';
import { AuditPageSchema, MarkChangesSchema, RecordHistorySchema } from '@/domain/audit/responses';
import { defineEndpoint } from '@/lib/endpoint';

// The record of who changed what (issue 24, docs/api.md "History and audit"). Shared: the gradebook, the form-class
// sheets, CCA, placement, LEAPS, the scheme of work, the calendar, pick-up and file sharing all open histories.

const TAG = 'History and audit';

const PageQuerySchema = z.object({
  page: z.number().int().min(0).optional(),
  pageSize: z.number().int().min(0).optional().meta({ description: '0: every event.' }),
});
/** The filters and the page, as query parameters. */
const AuditQuerySchema = PageQuerySchema.extend(AuditFilterSchema.shape);

export const recordHistoryEndpoint = defineEndpoint({
  operationId: 'getRecordHistory',
  method: 'get',
  path: '/history/{recordType}/{recordId}',
  summary: 'Every change of one record, newest first: who, when, from what to what, and as whom',
  tag: TAG,
  params: z.object({
    recordType: z.string().meta({ description: 'Mark, TermRecord, YearRecord, CcaMember, PlacementResult, LeapsEvent, SchemeOfWork, CalendarEvent, PickUpRequest, SharedFile, …' }),
    recordId: z.string().meta({ description: 'The record\'s id; a mark\'s is "<assessmentId>:<studentId>".' }),
  }),
  response: RecordHistorySchema,
  errors: [403, 404],
});

export const studentHistoryEndpoint = defineEndpoint({
  operationId: 'getStudentHistory',
  method: 'get',
  path: '/students/{studentId}/history',
  summary: "A pupil's history: every change to their records, filterable by person, section and date",
  tag: TAG,
  params: z.object({ studentId: z.string() }),
  query: AuditQuerySchema,
  response: AuditPageSchema,
  errors: [403, 404, 422],
});

export const classHistoryEndpoint = defineEndpoint({
  operationId: 'getClassHistory',
  method: 'get',
  path: '/class-years/{classYearId}/history',
  summary: "A class's history, per term: every change to its pupils' records, filterable by person, section and date",
  tag: TAG,
  params: z.object({ classYearId: z.string() }),
  query: AuditQuerySchema.extend({ term: z.number().int().min(1).max(4).optional() }),
  response: AuditPageSchema,
  errors: [400, 403, 404, 422],
});

export const personalDetailsReadsEndpoint = defineEndpoint({
  operationId: 'listPersonalDetailsReads',
  method: 'get',
  path: '/audit/personal-details-reads',
  summary: "Who read pupils' personal details (ID numbers, guardians' contacts) on the principal's campus",
  tag: TAG,
  query: AuditQuerySchema,
  response: AuditPageSchema,
  errors: [403, 422],
});

export const markChangesEndpoint = defineEndpoint({
  operationId: 'listMarkChanges',
  method: 'get',
  path: '/subject-years/{id}/gradebook/mark-changes',
  summary: "Who last changed each mark of a subject's term, and when",
  tag: TAG,
  params: z.object({ id: z.string() }),
  query: z.object({ term: z.number().int().min(1).max(4) }),
  response: MarkChangesSchema,
  errors: [400, 403, 404],
});
