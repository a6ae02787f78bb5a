/**
 * The path to return to after login, or null when `raw` is not a same-origin path.
 * Absolute URLs, protocol-relative `//host`, backslash tricks (`/\host`, which browsers read as
 * `//host`), `javascript:` and control characters are all refused, so the login page can never be
 * used to send a teacher to another site.
 */
export function safeNextUrl(raw: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!raw) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Browsers treat "\" like "/" in URLs and drop tabs/newlines, so "/\evil.com" means "//evil.com".
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Returning to the login page itself would loop.
  if (url.pathname === '/login') return null;
  return path;
}
