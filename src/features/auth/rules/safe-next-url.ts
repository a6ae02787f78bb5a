/** A path the router would read as another host ("//host") or that still carries a backslash or control character. */
// eslint-disable-next-line no-control-regex
const UNSAFE_PATH = /^\/\/|[\\\u0000-\u001f\u007f]/;

/**
 * The path to return to after login, or null when `raw` is not a same-origin path.
 * The address is normalised first (dot segments resolved, as `new URL` and the browser do) and only
 * then judged, so `/.//evil.example` or `/x/..//evil.example` — which normalise to `//evil.example`
 * — are refused like the plain forms. Absolute URLs, protocol-relative `//host`, backslash tricks
 * (`/\host`, which browsers read as `//host`), `javascript:` and control characters are all refused,
 * so the login page can never be used to send a teacher to another site.
 */
export function safeNextUrl(raw: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!raw || !raw.startsWith('/') || UNSAFE_PATH.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (UNSAFE_PATH.test(path)) return null;
  // Returning to the login page itself would loop.
  if (url.pathname === '/login') return null;
  return path;
}
