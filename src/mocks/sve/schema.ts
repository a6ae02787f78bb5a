import type { SveFileKind } from '../../domain/sve/bodies';
import type { Row, TableMaker } from '../collection';

/** An assignment set for an SVE exam type's students (issue 12). */
export interface SveAssignmentRow extends Row {
  sveExamTypeId: string;
  title: string;
  dueDate: string;
  instructions: string;
  createdById: string;
}

/** A file of an exam type (an assignment's attachment, a past paper, a BMT or exam supporting file) with its bytes. */
export interface SveFileRow extends Row {
  kind: SveFileKind;
  sveExamTypeId: string;
  /** The assignment it is attached to (kind ASSIGNMENT), else null. */
  assignmentId: string | null;
  title: string;
  /** The year a past paper was sat; null for the other kinds. */
  year: number | null;
  fileName: string;
  mimeType: string;
  size: number;
  base64: string;
  uploadedById: string;
}

/** The SVE domain's tables; db.ts composes every domain's tables into the one database. */
export function sveTables(table: TableMaker) {
  return {
    sveAssignments: table<SveAssignmentRow>('sveAssignments'),
    sveFiles: table<SveFileRow>('sveFiles'),
  };
}

/** This domain's tables join the demo database (../schema.ts) by this export. */
export const tables = sveTables;

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds this domain's tables
  interface DemoTables extends ReturnType<typeof sveTables> {}
}
