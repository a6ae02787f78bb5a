import type { Page } from '@playwright/test';
import { expect, test, type SecurityPolicyViolations } from './fixtures';

/** The directives of the violations reported so far, waiting for the expected ones (reports arrive asynchronously). */
async function expectViolations(violations: SecurityPolicyViolations, directives: string[]): Promise<void> {
  const seen: string[] = [];
  await expect
    .poll(() => {
      seen.push(...violations.take().map((violation) => violation.directive));
      return seen;
    })
    .toEqual(directives);
}

/** Opens the sign-in page as the server sends it, headers and policy included, with `markup` added to its <head>. */
async function openSignInWith(page: Page, markup: string): Promise<void> {
  await page.route('**/login', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('</head>', `${markup}</head>`) });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
}

// The demo build, served with the headers a school's server sends (vite.config.ts `preview.headers`).
test.describe('Content-Security-Policy and Trusted Types', () => {
  test('the build ships the policy in a header and in the page', async ({ page }) => {
    const response = await page.goto('/login');
    const header = response?.headers()['content-security-policy'] ?? '';
    for (const directive of [
      "script-src 'self' 'wasm-unsafe-eval'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "require-trusted-types-for 'script'",
      'trusted-types portal-html default dompurify ProseMirrorClipboard',
    ]) {
      expect(header).toContain(directive);
    }
    expect(header).not.toContain('unsafe-inline');
    expect(header).not.toMatch(/'unsafe-eval'/);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');

    // A school whose server sends no header still gets the policy, all but frame-ancestors (a <meta> cannot carry it).
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta).toBe(header.replace("; frame-ancestors 'none'", ''));
  });

  test('an inline script slipped into the page does not run', async ({ page, consoleErrors, securityPolicyViolations }) => {
    consoleErrors.allow(/Executing inline script violates the following Content Security Policy directive/);
    await openSignInWith(page, '<script>window.inlineScriptRan = true;</script>');

    expect(await page.evaluate(() => Reflect.get(window, 'inlineScriptRan'))).toBeUndefined();
    await expectViolations(securityPolicyViolations, ['script-src-elem']);
  });

  test("the portal's own scripts cannot eval, put HTML strings in sinks or make a policy", async ({
    page,
    consoleErrors,
    securityPolicyViolations,
  }) => {
    // Trusted Types refuse the string before script-src is asked: eval needs a TrustedScript, which no policy makes.
    consoleErrors.allow(/This document requires 'TrustedScript' assignment/);
    consoleErrors.allow(/This document requires 'TrustedHTML' assignment/);
    consoleErrors.allow(/Creating a TrustedTypePolicy named 'attacker' violates/);
    // A script of the portal's own origin, as a compromised library would be: script-src lets it run, no further.
    await page.route('**/attempts.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `
          const attempt = (action) => {
            try { action(); return 'ran'; } catch (error) { return error.name; }
          };
          window.outcomes = {
            eval: attempt(() => eval('1 + 1')),
            newFunction: attempt(() => new Function('return 1')),
            innerHtml: attempt(() => {
              document.head.appendChild(document.createElement('template')).innerHTML = '<img src="x" onerror="alert(1)">';
            }),
            policy: attempt(() => trustedTypes.createPolicy('attacker', { createHTML: (html) => html })),
          };`,
      }),
    );
    await openSignInWith(page, '<script src="/attempts.js"></script>');

    expect(await page.evaluate(() => Reflect.get(window, 'outcomes'))).toEqual({
      eval: 'EvalError',
      newFunction: 'EvalError',
      innerHtml: 'TypeError',
      policy: 'TypeError',
    });
    await expectViolations(securityPolicyViolations, [
      'require-trusted-types-for',
      'require-trusted-types-for',
      'require-trusted-types-for',
      'trusted-types',
    ]);
  });
});
