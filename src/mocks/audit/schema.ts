import type { Row, TableMaker } from '../collection';
import type { AuditSection } from '../../domain/audit/sections';
import type { AuditEventKind, AuditFieldChange, SessionOrigin } from '../../domain/audit/responses';

/**
 * One entry of the record (issue 24): append-only, written by ./recorder.ts and by nothing else; people are kept by
 * id and named when read, so a renamed colleague reads under today's name.
 */
export interface AuditEventRow extends Row {
  operationId: string;
  operation: string;
  kind: AuditEventKind;
  actorId: string;
  onBehalfOfId: string | null;
  via: SessionOrigin;
  recordType: string;
  recordId: string;
  recordLabel: string;
  studentId: string | null;
  classYearId: string | null;
  term: 1 | 2 | 3 | 4 | null;
  section: AuditSection;
  changes: AuditFieldChange[];
}

export function auditTables(table: TableMaker) {
  return {
    auditEvents: table<AuditEventRow>('auditEvents'),
  };
}

/** This domain's tables join the demo database (../schema.ts) by this export. */
export const tables = auditTables;

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds this domain's tables
  interface DemoTables extends ReturnType<typeof auditTables> {}
}
