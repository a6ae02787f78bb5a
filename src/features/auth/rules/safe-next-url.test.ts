import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeNextUrl } from '@/features/auth/rules/safe-next-url';

const ORIGIN = 'https://portal.school.example';

describe('safeNextUrl', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/classrooms/cy-1?tab=students', '/classrooms/cy-1?tab=students'],
    ['/placement-test-results?page=2#top', '/placement-test-results?page=2#top'],
    ['/a/../dashboard', '/dashboard'],
  ])('accepts the same-origin path %s', (raw, expected) => {
    expect(safeNextUrl(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    null,
    '',
    'dashboard',
    'https://evil.example/phish',
    'http://portal.school.example.evil.example/',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/login',
    '/login?nextUrl=/dashboard',
    ' /dashboard',
    // Dot segments that normalise to a protocol-relative address (issue 8, item 2).
    '/.//evil.example',
    '/x/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/a/%2E%2E//evil.example/path?q=1',
    '/././/evil.example',
    '/a/b/../..//evil.example',
  ])('refuses %j', (raw) => {
    expect(safeNextUrl(raw, ORIGIN)).toBeNull();
  });

  it('never returns anything that leaves the origin', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const result = safeNextUrl(raw, ORIGIN);
        if (result === null) return true;
        return result.startsWith('/') && !result.startsWith('//') && new URL(result, ORIGIN).origin === ORIGIN;
      }),
      { numRuns: 2000 },
    );
  });

  const segment = fc.oneof(
    fc.constantFrom('', '.', '..', '%2e', '%2E%2e', '.%2e', 'evil.example', 'login', 'dashboard', '\\', '%2F', '@', ':'),
    fc.stringMatching(/^[a-z0-9._~-]{1,8}$/),
  );
  const generatedPath = fc
    .tuple(fc.array(segment, { maxLength: 8 }), fc.constantFrom('', '?a=1', '#x', '?nextUrl=//evil.example'))
    .map(([segments, tail]) => `/${segments.join('/')}${tail}`);

  it('judges generated paths after normalising them: same origin, never "//", stable when fed back', () => {
    fc.assert(
      fc.property(generatedPath, (raw) => {
        const result = safeNextUrl(raw, ORIGIN);
        if (result === null) return true;
        const resolved = new URL(result, ORIGIN);
        return (
          result.startsWith('/') &&
          !result.startsWith('//') &&
          !result.includes('\\') &&
          resolved.origin === ORIGIN &&
          resolved.pathname !== '/login' &&
          `${resolved.pathname}${resolved.search}${resolved.hash}` === result &&
          safeNextUrl(result, ORIGIN) === result
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses every generated path whose normalised form starts with "//"', () => {
    fc.assert(
      fc.property(generatedPath, (raw) => {
        let normalised: string;
        try {
          normalised = new URL(raw, ORIGIN).pathname;
        } catch {
          return true;
        }
        return !normalised.startsWith('//') || safeNextUrl(raw, ORIGIN) === null;
      }),
      { numRuns: 3000 },
    );
  });
});
