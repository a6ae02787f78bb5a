/** The sizes a table offers: the options, plus the default when it is not among them. */
export function offeredPageSizes(options: readonly number[], defaultSize: number): readonly number[] {
  return options.includes(defaultSize) ? options : [...options, defaultSize].sort((a, b) => a - b);
}

/**
 * The page size a URL value asks for when it is one of the offered sizes, else the default: a
 * hand-edited `?pageSize=999999` would otherwise ask the server for everything.
 */
export function clampPageSize(raw: string | null, offered: readonly number[], defaultSize: number): number {
  const requested = raw !== null && /^\d+$/.test(raw) ? Number(raw) : undefined;
  return requested !== undefined && offered.includes(requested) ? requested : defaultSize;
}
