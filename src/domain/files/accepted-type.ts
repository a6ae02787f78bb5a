/** Every upload kind refuses an empty file (422 naming the file): there is nothing to check its type by. */
export const FILE_EMPTY_MESSAGE = 'The file is empty.';

/** Types an upload accepts, each with the extensions its files carry. */
export type AcceptedTypes = Readonly<Record<string, readonly string[]>>;

/** ".pdf" from "Scan.PDF"; "" without an extension. */
export function extensionOf(fileName: string): string {
  return fileName.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
}

/**
 * The accepted type a file claims: its declared type when accepted, else (a browser that names no type, or
 * only application/octet-stream) the accepted type its extension names; null when refused, and when its name
 * ends in an extension the type does not list ("evil.html" sent as text/plain would open as a page once saved).
 */
export function acceptedTypeOf(accepted: AcceptedTypes, fileName: string, declared: string): string | null {
  const type = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  const extension = extensionOf(fileName);
  if (type && Object.hasOwn(accepted, type)) return extension === '' || accepted[type]?.includes(extension) ? type : null;
  if (type && type !== 'application/octet-stream') return null;
  return Object.entries(accepted).find(([, extensions]) => extensions.includes(extension))?.[0] ?? null;
}
