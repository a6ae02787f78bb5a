import type { Row, TableMaker } from '../collection';

/** A subject as taught to one class in one year; its teachers are the matching teachingAssignments. */
export interface SubjectYear extends Row {
  subjectId: string;
  classYearId: string;
  academicYearId: string;
}

/**
 * One of the two assessments of a subject year in a term; scores by student id (absent key: no mark yet), and how
 * often each student's mark was saved through the portal, for the 409 on a stale save (absent key: 0, never saved).
 */
export interface Assessment extends Row {
  subjectYearId: string;
  term: 1 | 2 | 3 | 4;
  name: string;
  typeCode: string;
  typeLabel: string;
  maxScore: number;
  order: number;
  scores: Record<string, number>;
  scoreVersions: Record<string, number>;
}

export interface GradeBoundary extends Row {
  academicYearId: string;
  term: 1 | 2 | 3 | 4;
  gradeAMin: number;
  gradeBMin: number;
  gradeCMin: number;
  gradeDMin: number;
  /** Bumped by every update; an update sent with an older one is a 409. */
  version: number;
}

/** The gradebook domain's tables; db.ts composes every domain's tables into the one database. */
export function gradebookTables(table: TableMaker) {
  return {
    subjectYears: table<SubjectYear>('subjectYears'),
    assessments: table<Assessment>('assessments'),
    gradeBoundaries: table<GradeBoundary>('gradeBoundaries'),
  };
}

export type GradebookTables = ReturnType<typeof gradebookTables>;

/** This domain's tables join the demo database (../schema.ts) by this export. */
export const tables = gradebookTables;

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds this domain's tables
  interface DemoTables extends ReturnType<typeof gradebookTables> {}
}
