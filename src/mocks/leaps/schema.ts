import type { LeapsDomain } from '../../domain/school/enums';
import type { Row, TableMaker } from '../collection';

/** One student's part in a LEAPS event: a role, and their own level where it differs from the event's. */
export interface LeapsEventStudent {
  studentId: string;
  role: string | null;
  level: number | null;
}

/** A LEAPS event (issue 11): what happened, in which domain and at which level, and who took part. */
export interface LeapsEventRow extends Row {
  name: string;
  domain: LeapsDomain;
  level: number;
  date: string;
  academicYearId: string;
  description: string;
  students: LeapsEventStudent[];
  createdById: string;
  updatedAt: string;
  /** Bumped by every update; an update sent with an older one is a 409. */
  version: number;
}

/** The LEAPS domain's tables; db.ts composes every domain's tables into the one database. */
export function leapsTables(table: TableMaker) {
  return {
    leapsEvents: table<LeapsEventRow>('leapsEvents'),
  };
}

/** This domain's tables join the demo database (../schema.ts) by this export. */
export const tables = leapsTables;

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds this domain's tables
  interface DemoTables extends ReturnType<typeof leapsTables> {}
}
