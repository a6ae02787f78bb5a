import type { AuditEvent } from '@/domain/audit/responses';

/** An audit event for tests of what a history shows: the form teacher's remark save, unless `overrides` say otherwise. */
export function anAuditEvent(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: 'e-1',
    operationId: 'op-1',
    operation: 'PUT /class-years/{classYearId}/remarks',
    kind: 'change',
    at: '2026-11-21T01:30:00.000Z',
    actor: { id: 'u-homeroom', name: 'Mr Daniel Tan' },
    onBehalfOf: null,
    via: 'sign-in',
    record: { type: 'TermRecord', id: 'tr-1', label: 'Tan · term 2' },
    studentId: 'st-1',
    classYearId: 'cy-1',
    term: 2,
    section: 'Remarks',
    changes: [],
    ...overrides,
  };
}
