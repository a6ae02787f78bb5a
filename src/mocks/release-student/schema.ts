import type { Row, TableMaker } from '../collection';
import type { AttendanceStatus, IdType } from '../../domain/school/enums';
import type { ChainLink, PickUpState } from '../../domain/release-student/release-chain';

/** The spec's StudentPickUpRequest: who collects which student on which day, and the chain of who let them go. */
export interface PickUpRequest extends Row {
  date: string;
  branchId: string;
  studentId: string;
  classYearId: string;
  pickUpTime: string;
  reason: string;
  collectorName: string;
  relationship: string;
  idType: IdType;
  idNumber: string;
  state: PickUpState;
  chain: ChainLink[];
  /** The student's attendance for the day, updated by the release. */
  attendance: AttendanceStatus;
  attendanceNote: string | null;
}

/** The release-student domain's tables; db.ts composes every domain's tables into the one database. */
export function releaseStudentTables(table: TableMaker) {
  return {
    pickUpRequests: table<PickUpRequest>('pickUpRequests'),
  };
}

/** This domain's tables join the demo database (../schema.ts) by this export. */
export const tables = releaseStudentTables;

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds this domain's tables
  interface DemoTables extends ReturnType<typeof releaseStudentTables> {}
}
