import { config } from 'zod';
import { describe, expect, it } from 'vitest';
import '@/lib/content-security-policy';

describe('libraries under the Content-Security-Policy', () => {
  it('zod parses without compiling code from strings', () => {
    expect(config().jitless).toBe(true);
  });
});
