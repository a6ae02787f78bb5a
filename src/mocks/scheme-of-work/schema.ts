import type { Row, TableMaker } from '../collection';

/** One teaching week's plan, by the week's number in its term (teaching-weeks rule). */
export interface SowWeekEntry {
  week: number;
  topics: string[];
  objectives: string[];
  lessonIds: string[];
}

/** A scheme of work: one subject at one level for one term of an academic year. */
export interface SchemeOfWork extends Row {
  subjectId: string;
  masterLevelId: string;
  academicYearId: string;
  term: 1 | 2 | 3 | 4;
  title: string;
  weeks: SowWeekEntry[];
  /** Bumped by every week saved, so a save typed on an older plan answers 409. */
  version: number;
  updatedAt: string;
  updatedById: string | null;
}

/** The scheme-of-work domain's tables; db.ts composes every domain's tables into the one database. */
export function schemeOfWorkTables(table: TableMaker) {
  return { schemesOfWork: table<SchemeOfWork>('schemesOfWork') };
}

/** This domain's tables join the demo database (../schema.ts) by this export. */
export const tables = schemeOfWorkTables;

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds this domain's tables
  interface DemoTables extends ReturnType<typeof schemeOfWorkTables> {}
}
