import type { CalendarEventBody } from '../../domain/calendar/bodies';
import type { Row, TableMaker } from '../collection';

/** An event of the school calendar (issue 12): one row per event, its recurrence expanded only when read. */
export interface SchoolCalendarEventRow extends Row, CalendarEventBody {
  createdById: string;
  updatedAt: string;
  /** Bumped by every update; an update sent with an older one is a 409. */
  version: number;
}

/** The calendar domain's tables; db.ts composes every domain's tables into the one database. */
export function calendarTables(table: TableMaker) {
  return {
    schoolCalendarEvents: table<SchoolCalendarEventRow>('schoolCalendarEvents'),
  };
}

/** This domain's tables join the demo database (../schema.ts) by this export. */
export const tables = calendarTables;

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds this domain's tables
  interface DemoTables extends ReturnType<typeof calendarTables> {}
}
