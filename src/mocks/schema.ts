import { activityTables } from './activity/schema';
import { authTables } from './auth/schema';
import { calendarTables } from './calendar/schema';
import { ccaTables } from './cca/schema';
import { classroomsTables } from './classrooms/schema';
import type { Collection, TableMaker } from './collection';
import { ebadgesTables } from './ebadges/schema';
import { fileSharingTables } from './file-sharing/schema';
import { formClassTables } from './form-class/schema';
import { gradebookTables } from './gradebook/schema';
import { leapsTables } from './leaps/schema';
import { placementTables } from './placement/schema';
import { releaseStudentTables } from './release-student/schema';
import { resourcesTables } from './resources/schema';
import { schemeOfWorkTables } from './scheme-of-work/schema';
import { schoolTables } from './school/schema';
import { submissionsTables } from './submissions/schema';
import { sveTables } from './sve/schema';

/** Every domain's tables, composed into the one demo database (db.ts). */
export function createTables(table: TableMaker) {
  return {
    ...schoolTables(table),
    ...authTables(table),
    ...activityTables(table),
    ...placementTables(table),
    ...classroomsTables(table),
    ...gradebookTables(table),
    ...ebadgesTables(table),
    ...resourcesTables(table),
    ...submissionsTables(table),
    ...fileSharingTables(table),
    ...leapsTables(table),
    ...ccaTables(table),
    ...formClassTables(table),
    ...releaseStudentTables(table),
    ...sveTables(table),
    ...schemeOfWorkTables(table),
    ...calendarTables(table),
  };
}

export type Tables = ReturnType<typeof createTables>;
export type TableName = keyof Tables;
export type RowOf<K extends TableName> = Tables[K] extends Collection<infer R> ? R : never;
/** The whole school as plain rows, table by table: what the seed builds. */
export type DemoData = { [K in TableName]: Array<RowOf<K>> };
