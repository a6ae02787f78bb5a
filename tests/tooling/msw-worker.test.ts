import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// msw's postinstall, which would copy its worker into public/, is denied in package.json's allowScripts (no
// install script runs on a fresh machine): the committed copy must be the installed msw's own.
describe('public/mockServiceWorker.js', () => {
  it('is the worker of the installed msw version', () => {
    expect(readFileSync('public/mockServiceWorker.js', 'utf8')).toBe(
      readFileSync('node_modules/msw/lib/mockServiceWorker.js', 'utf8'),
    );
  });
});
