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
});
