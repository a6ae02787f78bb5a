/**
 * The portal's Content-Security-Policy and the other response headers a school's web server sends with it.
 * One source for the builds (a `<meta>` in index.html), `vite preview` (real headers) and the README.
 * Every allowance beyond 'self' is listed in docs/decisions/platform.md with its reason.
 */

/**
 * The hash of an empty inline `<style>` element. FullCalendar inserts one and fills it through the CSSOM
 * (`sheet.insertRule`), which CSP does not govern; allowing only the empty element keeps inline style text out.
 */
const EMPTY_STYLE_ELEMENT = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * The Trusted Types policies that may exist. `portal-html` (src/components/rich-text/sanitize-html.ts) is the one
 * way HTML reaches a sink: sanitized by DOMPurify. `default` (src/lib/content-security-policy.ts) vouches only
 * for script URLs of the portal's own origin, for the libraries that start workers from strings (MSW, pdf.js,
 * Vite). `dompurify` is DOMPurify's internal pass-through, used only to parse the dirty string into an inert
 * document (DOMParser is itself a sink). `ProseMirrorClipboard` is the editor's pass-through for pasted HTML,
 * which our `transformPastedHTML` has already sanitized, parsed into a detached document.
 */
/**
 * The hosts of the video players Text/Media embeds (src/domain/lesson-content/rich-text-media.ts, which builds their
 * addresses; tests/tooling/security-headers.test.ts keeps the two the same). Written out here: vite.config.ts loads
 * this file, and its config loader is to take no extension-less imports.
 */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export const TRUSTED_TYPES_POLICIES = ['portal-html', 'default', 'dompurify', 'ProseMirrorClipboard'];

/** The origin the portal calls when VITE_API_URL names another server; null when the API is same-origin. */
function apiOrigin(apiUrl: string): string | null {
  if (!/^https?:\/\//i.test(apiUrl)) return null;
  return new URL(apiUrl).origin;
}

/**
 * The policy's directives. `delivery: 'meta'` leaves out frame-ancestors, which a `<meta>` cannot carry
 * (the browser ignores it there and says so in the console).
 */
export function contentSecurityPolicy(options: { apiUrl: string; delivery: 'header' | 'meta' }): string {
  const api = apiOrigin(options.apiUrl);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // The report worker's PDF layout engine (yoga-layout, in @react-pdf/renderer) is WebAssembly compiled
    // from bytes: that needs 'wasm-unsafe-eval', which allows compiling WebAssembly and nothing of eval().
    ['script-src', "'self'", "'wasm-unsafe-eval'"],
    ['style-src', "'self'", EMPTY_STYLE_ELEMENT],
    // Bootstrap's icons in its CSS are data: SVGs; previews of uploaded pictures are blob: URLs.
    ['img-src', "'self'", 'data:', 'blob:'],
    // FullCalendar's stylesheet embeds its icon font (the previous/next arrows) as a data: URL.
    ['font-src', "'self'", 'data:'],
    // blob: is the report worker reading the Han font it unpacked into a blob (src/features/reports/pdf/report-fonts.ts).
    ['connect-src', "'self'", ...(api ? [api] : []), 'blob:'],
    // Voice feedback and answers play from blob: URLs of the recording or the downloaded file.
    ['media-src', "'self'", 'blob:'],
    // File previews (a PDF or picture of a shared file) open a blob: URL of the downloaded file in a frame;
    // Text/Media plays allow-listed videos in their hosts' players, and only theirs (issue 21 §9).
    ['frame-src', "'self'", 'blob:', ...VIDEO_PLAYER_ORIGINS],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
    ...(options.delivery === 'header' ? [['frame-ancestors', "'none'"] as [string, string]] : []),
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', ...TRUSTED_TYPES_POLICIES],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Every header a server of the built portal sends with each file (`vite preview` sends the same). */
export function securityHeaders(options: { apiUrl: string }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({
      apiUrl: options.apiUrl,
      delivery: 'header',
    }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  };
}
