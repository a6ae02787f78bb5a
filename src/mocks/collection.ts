/** A tiny typed in-memory table. Every change notifies the database so the browser can persist it. */
export interface Entity {
  id: string;
}

export class Collection<T extends Entity> {
  private rows = new Map<string, T>();

  constructor(private readonly onChange: () => void) {}

  all(): T[] {
    return [...this.rows.values()];
  }

  get(id: string): T | undefined {
    return this.rows.get(id);
  }

  find(predicate: (row: T) => boolean): T | undefined {
    return this.all().find(predicate);
  }

  filter(predicate: (row: T) => boolean): T[] {
    return this.all().filter(predicate);
  }

  insert(row: T): T {
    this.rows.set(row.id, row);
    this.onChange();
    return row;
  }

  update(id: string, patch: Partial<Omit<T, 'id'>>): T | undefined {
    const current = this.rows.get(id);
    if (!current) return undefined;
    const next = { ...current, ...patch };
    this.rows.set(id, next);
    this.onChange();
    return next;
  }

  remove(id: string): boolean {
    const removed = this.rows.delete(id);
    if (removed) this.onChange();
    return removed;
  }

  removeWhere(predicate: (row: T) => boolean): number {
    const doomed = this.all().filter(predicate);
    doomed.forEach((row) => this.rows.delete(row.id));
    if (doomed.length > 0) this.onChange();
    return doomed.length;
  }

  /** Replaces every row at once (reseed, restore) with a single change notification. */
  replaceAll(rows: ReadonlyArray<T>): void {
    this.rows = new Map(rows.map((row) => [row.id, row]));
    this.onChange();
  }

  get size(): number {
    return this.rows.size;
  }
}
