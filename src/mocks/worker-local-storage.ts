/**
 * MSW's cookie store refuses to load outside Node without `localStorage` ("Failed to create a CookieStore"),
 * and a worker has none. The demo backend sets no cookie (the portal signs requests with a bearer token), so
 * a Storage kept in memory for the thread's life is all it needs. Imported before msw by `backend.worker.ts`.
 */
class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

if (typeof globalThis.localStorage === 'undefined') {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
}
