/** A tiny typed in-memory table, filled on first use from its source (the seed, or the browser's saved copy). */
export interface Entity {
  id: string;
}

/** Every row of the demo database has a string id and an ISO createdAt. */
export interface Row extends Entity {
  createdAt: string;
}

/** What a table needs from its database: where its rows come from, and whom to tell about a change. */
export interface TableSource {
  /** The table's rows; throws TableNotReady while a saved copy is still being read. */
  rows(name: string): ReadonlyArray<Entity>;
  changed(name: string): void;
  /** One row written: before is undefined for an insert, after for a removal (the audit log reads these). */
  wrote(name: string, before: Entity | undefined, after: Entity | undefined): void;
}

export type TableMaker = <T extends Entity>(name: string) => Collection<T>;

/**
 * Thrown by the first use of a table whose saved rows are still on their way from storage; the
 * request resolver waits for `ready` and runs the handler again (see http/route.ts).
 */
export class TableNotReady extends Error {
  constructor(
    readonly table: string,
    readonly ready: Promise<void>,
  ) {
    super(`Table ${table} is still being restored`);
  }
}

export class Collection<T extends Entity> {
  private rows: Map<string, T> | null = null;

  constructor(
    readonly name: string,
    private readonly source: TableSource,
  ) {}

  private table(): Map<string, T> {
    // The source hands out the rows stored under this table's name, which are this table's rows.
    this.rows ??= new Map(this.source.rows(this.name).map((row) => [row.id, row as T]));
    return this.rows;
  }

  private changed(): void {
    this.source.changed(this.name);
  }

  /** Whether the rows are in memory (a table never used since the last reset is not). */
  get loaded(): boolean {
    return this.rows !== null;
  }

  all(): T[] {
    return [...this.table().values()];
  }

  get(id: string): T | undefined {
    return this.table().get(id);
  }

  find(predicate: (row: T) => boolean): T | undefined {
    return this.all().find(predicate);
  }

  filter(predicate: (row: T) => boolean): T[] {
    return this.all().filter(predicate);
  }

  insert(row: T): T {
    const before = this.table().get(row.id);
    this.table().set(row.id, row);
    this.source.wrote(this.name, before, row);
    this.changed();
    return row;
  }

  update(id: string, patch: Partial<Omit<T, 'id'>>): T | undefined {
    const current = this.table().get(id);
    if (!current) return undefined;
    const next = { ...current, ...patch };
    this.table().set(id, next);
    this.source.wrote(this.name, current, next);
    this.changed();
    return next;
  }

  remove(id: string): boolean {
    const before = this.table().get(id);
    if (!before) return false;
    this.table().delete(id);
    this.source.wrote(this.name, before, undefined);
    this.changed();
    return true;
  }

  removeWhere(predicate: (row: T) => boolean): number {
    const doomed = this.all().filter(predicate);
    doomed.forEach((row) => {
      this.table().delete(row.id);
      this.source.wrote(this.name, row, undefined);
    });
    if (doomed.length > 0) this.changed();
    return doomed.length;
  }

  /** Forgets the rows without a change notification; the next use reads them from the source again. */
  unload(): void {
    this.rows = null;
  }

  get size(): number {
    return this.table().size;
  }
}
