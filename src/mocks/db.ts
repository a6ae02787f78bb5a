import { Collection, type Entity, TableNotReady, type TableSource } from './collection';
import { createTables, type DemoData, type TableName } from './schema';
import { buildSeed } from './seed';

type ChangeListener = (table: TableName) => void;
/** Told of every row written, with the row before and after (the audit log, ./audit/recorder.ts). */
export type WriteListener = (table: TableName, before: Entity | undefined, after: Entity | undefined) => void;
type ReadSaved = () => Promise<ReadonlyArray<Entity>>;

const listeners = new Set<ChangeListener>();
const writeListeners = new Set<WriteListener>();
/** The seed the tables not saved in the browser are filled from; built on first use after a reset. */
let seed: DemoData | null = null;
/** The browser holds a copy of the seed's tables (persistence.ts): the seed is built only for a table it lacks. */
let seedInBrowser = false;
/** A table of the seed and its rows, as the seed built them. */
export type SeedTable = readonly [TableName, ReadonlyArray<Entity>];
type SeedListener = (tables: ReadonlyArray<SeedTable>) => void;
const seedListeners = new Set<SeedListener>();
/** Tables with a saved copy not read yet (browser restore): how to read each. */
const saved = new Map<string, ReadSaved>();
/** Saved copies being read, and those read but not yet taken by their table. */
const reading = new Map<string, Promise<void>>();
const read = new Map<string, ReadonlyArray<Entity>>();
/** Bumped by a reset, so a read started before it never lands in the fresh school. */
let generation = 0;

function readSaved(name: string, readRows: ReadSaved): Promise<void> {
  const started = generation;
  const promise = readRows().then(
    (rows) => {
      if (generation === started) read.set(name, rows);
    },
    (error: unknown) => console.warn(`Saved demo table ${name} could not be read; using the seed.`, error),
  ).finally(() => {
    if (generation === started) reading.delete(name);
  });
  saved.delete(name);
  reading.set(name, promise);
  return promise;
}

const source: TableSource = {
  rows(name) {
    const rows = read.get(name);
    if (rows) {
      read.delete(name);
      return rows;
    }
    const readRows = saved.get(name);
    const pending = reading.get(name) ?? (readRows ? readSaved(name, readRows) : undefined);
    if (pending) throw new TableNotReady(name, pending);
    if (!isTableName(name)) throw new Error(`The demo database has no table ${name}`);
    prepareSeed();
    const built = seed?.[name] ?? [];
    // A table a step builds on first read has just been built: the browser saves a copy of it too.
    if (seed && typeof Object.getOwnPropertyDescriptor(seed, name)?.get === 'function') {
      seedListeners.forEach((listener) => listener([[name, built]]));
    }
    return built;
  },
  changed(name) {
    if (isTableName(name)) listeners.forEach((listener) => listener(name));
  },
  wrote(name, before, after) {
    if (isTableName(name)) writeListeners.forEach((listener) => listener(name, before, after));
  },
};

/** The demo backend's database: one typed in-memory collection per table, composed from every domain's schema. */
export const db = createTables(<T extends Entity>(name: string) => new Collection<T>(name, source));

export function isTableName(name: string): name is TableName {
  return Object.hasOwn(db, name);
}

export function tableNames(): TableName[] {
  return Object.keys(db).filter(isTableName);
}

/**
 * Tells the database that a table has a saved copy (the browser's IndexedDB): the table is read from
 * it on first use instead of from the seed. Nothing is read before a request needs the table.
 */
export function restoreTableFrom(name: TableName, readRows: ReadSaved): void {
  saved.set(name, readRows);
}

/** Reads one saved table not read yet (the browser reads them ahead in idle time); null when none is left. */
export function readOneSavedTable(): Promise<void> | null {
  const [next] = saved;
  return next ? readSaved(next[0], next[1]) : null;
}

/** Resolves once every saved table is in memory (writes wait for it, so a handler never runs twice). */
export async function whenRestored(): Promise<void> {
  for (const [name, readRows] of [...saved]) void readSaved(name, readRows);
  await Promise.all(reading.values());
}

/** Back to the seeded school: every table is refilled from a fresh seed on first use. */
export function resetDemoDatabase(): void {
  generation += 1;
  seed = null;
  seedInBrowser = false;
  saved.clear();
  reading.clear();
  read.clear();
  for (const name of tableNames()) db[name].unload();
}

/**
 * Builds the seed ahead of the first request that needs it (the browser's backend calls it while that request
 * waits out its latency, ./http/route.ts), so the request does not wait for it.
 */
export function prepareSeed(): void {
  if (seed) return;
  seed = buildSeed();
  if (seedListeners.size === 0) return;
  const built = seedTablesBuilt(seed);
  seedListeners.forEach((listener) => listener(built));
}

/** The seed's tables built with it, not those a step builds only when first read (a getter). */
function seedTablesBuilt(data: DemoData): SeedTable[] {
  return Object.entries(Object.getOwnPropertyDescriptors(data)).flatMap(([name, descriptor]): SeedTable[] =>
    isTableName(name) && Array.isArray(descriptor.value) ? [[name, descriptor.value as Entity[]]] : [],
  );
}

/**
 * Subscribes to the seed's tables as they are built: those built with the seed at once, then each that a step
 * builds on first read, when it is read (the browser saves a copy of them, persistence.ts).
 */
export function onSeedTablesBuilt(listener: SeedListener): () => void {
  seedListeners.add(listener);
  return () => seedListeners.delete(listener);
}

/** Tells the database that the browser holds a copy of the seed's tables, each restored with restoreTableFrom. */
export function seedSavedInBrowser(): void {
  seedInBrowser = true;
}

/** Whether a request should have the seed built while it waits: not when the browser holds a copy of it. */
export function seedWorthBuildingAhead(): boolean {
  return seed === null && !seedInBrowser;
}

/** A plain copy of every table (tests and the seed bench). */
export function exportDemoData(): Record<string, Entity[]> {
  return Object.fromEntries(tableNames().map((name) => [name, db[name].all()]));
}

/** Subscribes to changes of any table (the browser saves the changed tables). */
export function onDemoDataChange(listener: ChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Subscribes to every row written, with its values before and after. */
export function onDemoRowWritten(listener: WriteListener): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}
