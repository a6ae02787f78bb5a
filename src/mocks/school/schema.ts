import type { ProgrammeType } from '../../domain/placement/admissions';
import type { Row, TableMaker } from '../collection';

export interface Branch extends Row {
  name: string;
  code: string;
}

export const TERMS = [1, 2, 3, 4] as const;

export interface AcademicYear extends Row {
  name: string;
  year: string;
  startDate: string;
  endDate: string;
  isCurrent: boolean;
  term1StartDate: string;
  term1EndDate: string;
  term2StartDate: string;
  term2EndDate: string;
  term3StartDate: string;
  term3EndDate: string;
  term4StartDate: string;
  term4EndDate: string;
}

export interface MasterProgramme extends Row {
  name: string;
  code: string;
  type: ProgrammeType;
}

export interface MasterLevel extends Row {
  name: string;
  code: string;
  order: number;
  masterProgrammeId: string;
}

export interface ClassYear extends Row {
  name: string;
  academicYearId: string;
  branchId: string;
  masterLevelId: string;
  homeroomTeacherId: string | null;
}

export type Gender = 'Male' | 'Female';

export interface Student extends Row {
  /** Same as fullName, so generic selects (label key `name`) work without configuration. */
  name: string;
  fullName: string;
  gender: Gender;
  dateOfBirth: string;
  classYearId: string;
  branchId: string;
}

export interface Subject extends Row {
  name: string;
  code: string;
}

export interface Position extends Row {
  name: string;
}

export interface EmployeePosition extends Row {
  employeeId: string;
  positionId: string;
  branchId: string;
  academicYearId: string;
}

/** Who teaches which subject in which class. */
export interface TeachingAssignment extends Row {
  classYearId: string;
  subjectId: string;
  teacherId: string;
}

/** The school domain's tables; db.ts composes every domain's tables into the one database. */
export function schoolTables(table: TableMaker) {
  return {
    branches: table<Branch>('branches'),
    academicYears: table<AcademicYear>('academicYears'),
    masterProgrammes: table<MasterProgramme>('masterProgrammes'),
    masterLevels: table<MasterLevel>('masterLevels'),
    classYears: table<ClassYear>('classYears'),
    students: table<Student>('students'),
    subjects: table<Subject>('subjects'),
    positions: table<Position>('positions'),
    employeePositions: table<EmployeePosition>('employeePositions'),
    teachingAssignments: table<TeachingAssignment>('teachingAssignments'),
  };
}

export type SchoolTables = ReturnType<typeof schoolTables>;

/** This domain's tables join the demo database (../schema.ts) by this export. */
export const tables = schoolTables;

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds this domain's tables
  interface DemoTables extends ReturnType<typeof schoolTables> {}
}
