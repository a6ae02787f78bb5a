/**
 * What the libraries need to run under the portal's Content-Security-Policy (scripts/content-security-policy.ts),
 * done before any of them loads: main.tsx imports this module first.
 */

/**
 * Trusted Types refuse a plain string as the script of a worker or service worker. The libraries that start one
 * pass strings (MSW stringifies its service worker's URL, pdf.js its worker's, Vite its workers'), so this
 * default policy vouches for script URLs of the portal's own origin, the only scripts `script-src 'self'` runs
 * anyway. It creates no script, and no HTML but the libraries' fixed markup below.
 */
function sameOriginScript(url: string): string {
  const parsed = new URL(url, window.location.href);
  if (parsed.origin !== window.location.origin) throw new TypeError(`Refusing to run a script from ${parsed.origin}.`);
  return parsed.href;
}

/**
 * The fixed markup libraries write into elements they create: Konva empties its stage's container, FullCalendar
 * probes table layout. Nothing else: any other string in an HTML sink is refused and reported.
 */
const LIBRARY_MARKUP = new Set(['', '<table><tr><td><div></div></td></tr></table>']);

/**
 * The browser calls the default policy for a string in a sink with the sink's name; code that calls it directly
 * (ProseMirror asks the default policy before making its own) is refused, so it never vouches for anything else.
 */
function libraryMarkup(html: string, ...sink: unknown[]): string | null {
  if (sink.length === 0) throw new TypeError('The default policy vouches only for the fixed markup of libraries, in a sink.');
  return LIBRARY_MARKUP.has(html) ? html : null;
}

window.trustedTypes?.createPolicy('default', {
  createScriptURL: sameOriginScript,
  // null refuses the string; the Trusted Types typings say a policy returns a string, the standard allows null.
  createHTML: libraryMarkup as (html: string) => string,
});

/**
 * Zod compiles object parsers with `new Function`, which the policy refuses, and its probe for eval is itself
 * reported as a violation; `z.config({ jitless: true })` skips both. Zod keeps that configuration in one global
 * object, shared by every copy of zod (v4 core: `globalThis.__zod_globalConfig ??= {}`), which is set here rather
 * than through `z.config`: importing zod would put it on the sign-in page, over its budget. content-security-policy.test.ts
 * proves zod reads it.
 */
const ZOD_GLOBAL_CONFIG = '__zod_globalConfig';
const zodConfig: unknown = Reflect.get(globalThis, ZOD_GLOBAL_CONFIG);
if (typeof zodConfig === 'object' && zodConfig !== null) Object.assign(zodConfig, { jitless: true });
else Reflect.set(globalThis, ZOD_GLOBAL_CONFIG, { jitless: true });
