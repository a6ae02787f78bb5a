import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

export { expect };

/** Demo accounts of the embedded demo backend (issue 2 §2). */
export const DEMO_ACCOUNTS = {
  principal: { username: 'principal', password: 'Demo@2026' },
  homeroom: { username: 'homeroom', password: 'Demo@2026' },
  teacher: { username: 'teacher', password: 'Demo@2026' },
  // A test changes this password, so its signed-in state is never stored: tests sign it in themselves.
  newcomer: { username: 'newcomer', password: 'Welcome@2026' },
} as const;

export type StoredAccount = 'principal' | 'homeroom' | 'teacher';
export const STORED_ACCOUNTS: readonly StoredAccount[] = ['principal', 'homeroom', 'teacher'];

/** Signed-in state written by auth.setup.ts; use as `test.use({ storageState: storageStateFor('teacher') })`. */
export function storageStateFor(account: StoredAccount): string {
  return join(import.meta.dirname, '.auth', `${account}.json`);
}

/** Signs in through the real login page and waits until the app has left it. */
export async function loginAs(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // Not a fixed URL: after a deep link the app returns to nextUrl rather than /landing.
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * With SHOTS_DIR set, keeps screenshots of the current screen at the two desktop sizes the portal
 * targets (1440×900 and 1280×800), for a person to look at; without it, does nothing. `fullPage: false` keeps the
 * screen as seen (an open dialog over a long page); `beforeEach` runs after each resize.
 */
export async function screenshotsIfAsked(
  page: Page,
  name: string,
  { fullPage = true, beforeEach }: { fullPage?: boolean; beforeEach?: () => Promise<void> } = {},
): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const [width, height] of [
    [1440, 900],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    // E.g. hovering again over a cell the new layout moved from under the mouse.
    await beforeEach?.();
    await page.screenshot({ path: `${dir}/${name}-${width}x${height}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describeViolation(violation: AxeViolation): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    at ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replaceAll('\n', '\n      ')}`)
    .join('\n');
  const more = violation.nodes.length > 5 ? `\n    …and ${violation.nodes.length - 5} more elements` : '';
  return `[${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}${more}`;
}

/**
 * Fails on serious or critical axe-core violations of the current screen (house style §7).
 * Minor and moderate ones are attached to the report but do not fail the test.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { include?: string; disableRules?: string[] } = {},
): Promise<void> {
  // Contrast is judged on settled colours: a button or row caught mid-fade has blended ones (flaky violations).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page });
  if (options.include) builder = builder.include(options.include);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  await base
    .info()
    .attach('axe-results', { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking,
    `axe-core found serious or critical violations on ${page.url()}:\n\n${blocking.map(describeViolation).join('\n\n')}\n`,
  ).toEqual([]);
}

/**
 * Expected console errors for one test. Each allowance must match at least once, so a stale
 * allowance (the request no longer fails) is noticed and removed.
 */
export interface ConsoleErrorAllowlist {
  /** Matches against "<message text> (<source url>)", e.g. allow(/status of 401 .*\/api\/auth\/self/). */
  allow(pattern: RegExp): void;
}

/** What a page reported in a `securitypolicyviolation` event (CSP or Trusted Types). */
export interface SecurityPolicyViolation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
  page: string;
}

/** The Content-Security-Policy and Trusted Types violations seen so far in this test. */
export interface SecurityPolicyViolations {
  /** Returns and forgets the violations seen so far, for a test that provokes them on purpose. */
  take(): SecurityPolicyViolation[];
}

interface ErrorFixtures {
  consoleErrors: ConsoleErrorAllowlist;
  securityPolicyViolations: SecurityPolicyViolations;
}

/** Runs in every frame before its scripts: hands each violation to the test runner through a binding. */
function reportSecurityPolicyViolations(bindingName: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report: SecurityPolicyViolation = {
      directive: event.effectiveDirective,
      blocked: event.blockedURI,
      sample: event.sample,
      source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      page: event.documentURI,
    };
    const binding: unknown = Reflect.get(window, bindingName);
    if (typeof binding === 'function') void binding(report);
  });
}

const VIOLATION_BINDING = '__reportSecurityPolicyViolation';

function describeSecurityPolicyViolation(violation: SecurityPolicyViolation): string {
  return `${violation.directive} blocked ${violation.blocked || '(inline)'} ${violation.sample ? `"${violation.sample}" ` : ''}at ${violation.source} on ${violation.page}`;
}

function formatConsoleMessage(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return url ? `${message.text()} (${url}:${lineNumber})` : message.text();
}

export const test = base.extend<ErrorFixtures>({
  // Automatic so that every test collects errors whether or not it mentions the allowlist.
  // It watches the whole context, so pages a test opens itself (popups, new tabs) are covered too.
  consoleErrors: [
    async ({ context }, use) => {
      const allowances: { pattern: RegExp; matched: number }[] = [];
      const unexpected: string[] = [];
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = formatConsoleMessage(message);
        const allowance = allowances.find((a) => a.pattern.test(text));
        if (allowance) allowance.matched += 1;
        else unexpected.push(`console.error: ${text}`);
      });
      // Uncaught exceptions are never allowed: the app must handle its own errors.
      context.on('weberror', (webError) => {
        const error = webError.error();
        // Chromium reports some errors (a ResizeObserver loop) with neither stack nor message: say where, at least.
        unexpected.push(`uncaught exception on ${webError.page()?.url() ?? 'a page'}: ${error.stack || error.message || error.name || String(error)}`);
      });

      await use({ allow: (pattern) => void allowances.push({ pattern, matched: 0 }) });

      const unused = allowances.filter((a) => a.matched === 0).map((a) => `allowed but never seen: ${a.pattern}`);
      expect([...unexpected, ...unused], 'the browser reported errors during this test').toEqual([]);
    },
    { auto: true },
  ],
  // Every page and frame runs under the builds' enforced Content-Security-Policy with Trusted Types; anything it
  // refuses fails the test, whether or not the refusal broke what the test looks at.
  securityPolicyViolations: [
    async ({ context }, use) => {
      let seen: SecurityPolicyViolation[] = [];
      await context.exposeBinding(VIOLATION_BINDING, (_source, violation: SecurityPolicyViolation) => {
        // The policy is both a header and a <meta>: each reports the same refusal.
        const key = JSON.stringify(violation);
        if (!seen.some((earlier) => JSON.stringify(earlier) === key)) seen.push(violation);
      });
      await context.addInitScript(reportSecurityPolicyViolations, VIOLATION_BINDING);

      await use({
        take: () => {
          const taken = seen;
          seen = [];
          return taken;
        },
      });

      expect(seen.map(describeSecurityPolicyViolation), 'the Content-Security-Policy refused something').toEqual([]);
    },
    { auto: true },
  ],
});
