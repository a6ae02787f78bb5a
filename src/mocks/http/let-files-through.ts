import { http, passthrough } from 'msw';

/** Any address whose path does not start with `/api/`. */
const NOT_API = /^[a-z][a-z\d+.-]*:\/\/[^/]+\/(?!api\/)/i;

/**
 * In the browser the service worker hands every request of the page to MSW, the portal's own scripts, styles
 * and images too, and MSW tries the handlers one by one, each parsing the URL and reading the cookies
 * (document.cookie) before it can say "not mine": over a hundred tries per file. Listed first, this handler lets
 * anything outside `/api/` through at the first try (issue 22: a lazy screen's chunks cost the main thread more
 * than its render).
 */
export const letFilesThrough = http.all(NOT_API, () => passthrough());
