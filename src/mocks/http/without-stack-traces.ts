/**
 * Imported first by the browser's demo backend (../browser.ts), before any module that declares handlers.
 *
 * MSW notes, for each handler it is given, the line that declared it, by taking and formatting a stack trace — for
 * its own warnings, which the demo never prints. The demo backend declares its handlers while the portal loads,
 * and those stack traces took about 70 ms of the page's main thread on every load. While the backend's modules
 * are evaluated (one synchronous step: none of them awaits at the top level) errors carry no stack;
 * `restoreStackTraces` puts the limit back as soon as they are.
 */
const stackTraceLimit = Error.stackTraceLimit;
Error.stackTraceLimit = 0;

export function restoreStackTraces(): void {
  Error.stackTraceLimit = stackTraceLimit;
}
