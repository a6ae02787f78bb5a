import { describe, expect, it } from 'vitest';
import { isSafeHttpUrl } from './safe-url';

describe('isSafeHttpUrl', () => {
  it.each(['https://www.moe.gov.sg/', 'http://example.com/a?b=c#d', '  https://x.org  '])('accepts %s', (url) => {
    expect(isSafeHttpUrl(url)).toBe(true);
  });
  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,hi', '/relative', 'ftp://x.org', 'https://', '', 'mailto:a@b.c'])(
    'refuses %s',
    (url) => {
      expect(isSafeHttpUrl(url)).toBe(false);
    },
  );
});
