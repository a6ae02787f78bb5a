import { describe, expect, it } from 'vitest';
import { REMARK_MAX_LENGTH } from '@/domain/form-class/limits';
import { isValidRemark, remarkCounterText, remarkLength } from '@/features/form-class/rules/remark-length';

describe('remark length', () => {
  it('counts the remark as saved, trimmed, against the report box of 500 characters', () => {
    expect(REMARK_MAX_LENGTH).toBe(500);
    expect(remarkLength('  Good work.  ')).toEqual({ length: 10, remaining: 490, over: false });
    expect(remarkCounterText('')).toBe('0 / 500');
  });

  it('accepts exactly the limit and refuses one character more', () => {
    expect(isValidRemark('a'.repeat(500))).toBe(true);
    expect(isValidRemark(`${'a'.repeat(500)}   `)).toBe(true);
    expect(isValidRemark('a'.repeat(501))).toBe(false);
    expect(remarkCounterText('a'.repeat(503))).toBe('503 / 500 — 3 over the limit');
  });

  it('counts Han characters one each and an emoji as two, as the server does', () => {
    expect(remarkLength('好学生').length).toBe(3);
    expect(remarkLength('👍').length).toBe(2);
  });
});
