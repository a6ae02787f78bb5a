import type { Row, TableMaker } from '../collection';

export interface SveExamType extends Row {
  name: string;
  academicYearId: string;
}

export interface SveExamTypeAssignment extends Row {
  sveExamTypeId: string;
  teacherId: string;
  academicYearId: string;
}

export type AssignmentType = 'Quiz' | 'Homework' | 'Class Work';

export interface Assignment extends Row {
  title: string;
  type: AssignmentType;
  classYearId: string;
  subjectId: string;
  teacherId: string;
  dueAt: string;
}

export type SubmissionStatus = 'NOT_SUBMITTED' | 'SUBMITTED' | 'GRADED';

export interface StudentAssignment extends Row {
  assignmentId: string;
  studentId: string;
  status: SubmissionStatus;
  submittedAt: string | null;
  score: number | null;
}

/** The activity domain's tables; db.ts composes every domain's tables into the one database. */
export function activityTables(table: TableMaker) {
  return {
    sveExamTypes: table<SveExamType>('sveExamTypes'),
    sveExamTypeAssignments: table<SveExamTypeAssignment>('sveExamTypeAssignments'),
    assignments: table<Assignment>('assignments'),
    studentAssignments: table<StudentAssignment>('studentAssignments'),
  };
}

export type ActivityTables = ReturnType<typeof activityTables>;

/** This domain's tables join the demo database (../schema.ts) by this export. */
export const tables = activityTables;

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds this domain's tables
  interface DemoTables extends ReturnType<typeof activityTables> {}
}
