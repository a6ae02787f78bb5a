import type { Row, TableMaker } from '../collection';
import type { Gender } from '../school/schema';

/** Placement result status (spec §4); null until the principal finalizes the applicant. */
export type PtResultStatus = 'WAITING' | 'ACCEPT' | 'REJECT' | 'WITHDRAWN';

/** Someone applying for a place; not in any class yet, so kept apart from `students`. */
export interface Applicant extends Row {
  name: string;
  fullName: string;
  gender: Gender;
  dateOfBirth: string;
}

export interface StudentAdmission extends Row {
  studentId: string;
  academicYearId: string;
  branchId: string;
  masterProgrammeId: string;
  masterLevelId: string;
}

export interface PlacementTestSchedule extends Row {
  studentId: string;
  /** ISO date of the test day. */
  date: string;
}

/** Which parts of the placement test a level takes; flags are named from the result type. */
export interface PlacementTestSetting extends Row {
  masterLevelId: string;
  subjectTests: string[];
  isTest: boolean;
  isObservation: boolean;
  isInterview: boolean;
  isReportCard: boolean;
  isFinal: boolean;
}

export interface SubjectTestScore {
  subject: string;
  score: number | null;
}

export interface PlacementTestResult extends Row {
  placementTestScheduleId: string;
  studentAdmissionId: string;
  studentId: string;
  testScore: number | null;
  testNotes: string | null;
  subjectTestScores: SubjectTestScore[];
  observationScore: number | null;
  observationRemark: string | null;
  interviewScore: number | null;
  interviewNotes: string | null;
  reportCardScore: number | null;
  reportCardRemark: string | null;
  finalScore: number | null;
  finalNotes: string | null;
  ptResultStatus: PtResultStatus | null;
}

/** The placement domain's tables; db.ts composes every domain's tables into the one database. */
export function placementTables(table: TableMaker) {
  return {
    applicants: table<Applicant>('applicants'),
    studentAdmissions: table<StudentAdmission>('studentAdmissions'),
    placementTestSchedules: table<PlacementTestSchedule>('placementTestSchedules'),
    placementTestSettings: table<PlacementTestSetting>('placementTestSettings'),
    placementTestResults: table<PlacementTestResult>('placementTestResults'),
  };
}

export type PlacementTables = ReturnType<typeof placementTables>;

/** This domain's tables join the demo database (../schema.ts) by this export. */
export const tables = placementTables;

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds this domain's tables
  interface DemoTables extends ReturnType<typeof placementTables> {}
}
