import type { Row, TableMaker } from '../collection';
import type { CcaCategory, ParticipationGrade, Weekday } from '../../domain/cca/cca';

/** A co-curricular activity the school runs, year after year. */
export interface Cca extends Row {
  name: string;
  category: CcaCategory;
}

/** A CCA in one academic year (the spec's CcaInYear) at one branch, with its teachers in charge. */
export interface CcaYear extends Row {
  ccaId: string;
  academicYearId: string;
  branchId: string;
  meetingDays: Weekday[];
  capacity: number;
  teacherIds: string[];
  /** Bumped by every grades save, so a save typed on older grades answers 409. */
  gradesVersion: number;
}

/** A student's membership of a CCA year, with the year's participation grading. */
export interface CcaMember extends Row {
  ccaYearId: string;
  academicYearId: string;
  studentId: string;
  attendance: number | null;
  grade: ParticipationGrade | null;
}

/** The cca domain's tables; db.ts composes every domain's tables into the one database. */
export function ccaTables(table: TableMaker) {
  return {
    ccas: table<Cca>('ccas'),
    ccaYears: table<CcaYear>('ccaYears'),
    ccaMembers: table<CcaMember>('ccaMembers'),
  };
}

/** This domain's tables join the demo database (../schema.ts) by this export. */
export const tables = ccaTables;

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds this domain's tables
  interface DemoTables extends ReturnType<typeof ccaTables> {}
}
