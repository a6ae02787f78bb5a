import { config as configureZod } from 'zod';

/**
 * What the libraries need to run under the portal's Content-Security-Policy (scripts/content-security-policy.ts),
 * done before any of them loads: main.tsx imports this module first.
 */

/**
 * Trusted Types refuse a plain string as the script of a worker or service worker. The libraries that start one
 * pass strings (MSW stringifies its service worker's URL, pdf.js its worker's, Vite its workers'), so this
 * default policy vouches for script URLs of the portal's own origin, the only scripts `script-src 'self'` runs
 * anyway. It creates no HTML and no script: strings in those sinks are still refused.
 */
function sameOriginScript(url: string): string {
  const parsed = new URL(url, window.location.href);
  if (parsed.origin !== window.location.origin) throw new TypeError(`Refusing to run a script from ${parsed.origin}.`);
  return parsed.href;
}

window.trustedTypes?.createPolicy('default', { createScriptURL: sameOriginScript });

// Zod compiles object parsers with `new Function`, which the policy refuses, and its probe for eval is itself
// reported as a violation: parsing without compiling skips both.
configureZod({ jitless: true });
