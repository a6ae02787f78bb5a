import type { Row, TableMaker } from '../collection';

/**
 * How often one student's record of one kind was saved through the portal, for the 409 on a stale save. Id:
 * `<kind>/<studentId>/<academicYearId>/<term or "year">` (formClassVersionId); no row means version 0, never saved.
 */
export interface FormClassVersion extends Row {
  version: number;
  updatedAt: string;
  updatedById: string;
}

/** One remark template of a teacher's comment bank; merge fields ({name}, {he}, …) are kept as typed. */
export interface RemarkBankItem extends Row {
  ownerId: string;
  text: string;
}

/** The form-class domain's tables (the records themselves are the classrooms domain's term and year records). */
export function formClassTables(table: TableMaker) {
  return {
    formClassVersions: table<FormClassVersion>('formClassVersions'),
    remarkBank: table<RemarkBankItem>('remarkBank'),
  };
}

/** This domain's tables join the demo database (../schema.ts) by this export. */
export const tables = formClassTables;

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds this domain's tables
  interface DemoTables extends ReturnType<typeof formClassTables> {}
}
