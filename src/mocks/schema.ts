/// <reference types="vite/client" />
import type { Collection, TableMaker } from './collection';

/**
 * Every table of the demo database, by name. Empty here: each `src/mocks/<domain>/schema.ts` adds its own
 * tables by declaration merging, next to the `tables` it exports, so a new domain edits no list.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each domain's declaration merging
export interface DemoTables {}

/** What each `src/mocks/<domain>/schema.ts` exports as `tables`: its collections, made by the database. */
export type DomainTables = (table: TableMaker) => Partial<DemoTables>;

/**
 * Every `src/mocks/<domain>/schema.ts` that exports `tables` joins the database the day it exists, the way a
 * feature's routes.ts joins the route table.
 */
const domainSchemas = import.meta.glob<{ tables?: DomainTables }>('./*/schema.ts', { eager: true });

/** Every domain's tables, composed into the one demo database (db.ts). */
export function createTables(table: TableMaker): DemoTables {
  const composed: Partial<DemoTables> = {};
  for (const { tables } of Object.values(domainSchemas)) if (tables) Object.assign(composed, tables(table));
  // Each domain's declaration merging adds exactly what its `tables` makes (both come from the same function).
  return composed as DemoTables;
}

export type Tables = DemoTables;
export type TableName = keyof Tables;
export type RowOf<K extends TableName> = Tables[K] extends Collection<infer R> ? R : never;
/** The whole school as plain rows, table by table: what the seed builds. */
export type DemoData = { [K in TableName]: Array<RowOf<K>> };
