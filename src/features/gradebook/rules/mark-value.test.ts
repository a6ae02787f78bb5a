import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMark, isValidMark, parseMark } from './mark-value';

describe('parseMark', () => {
  it('reads blank as no mark and decimals up to the maximum', () => {
    expect(parseMark('', 50)).toBeNull();
    expect(parseMark('   ', 50)).toBeNull();
    expect(parseMark('0', 50)).toBe(0);
    expect(parseMark(' 34.5 ', 50)).toBe(34.5);
    expect(parseMark('34,5', 50)).toBe(34.5);
    expect(parseMark('50', 50)).toBe(50);
  });

  it('rejects out-of-range, negative, over-precise and non-numeric text', () => {
    for (const text of ['50.1', '51', '-1', '3.25', 'abc', '1e1', '.5', '5.', '12 3', 'NaN', 'Infinity']) {
      expect(parseMark(text, 50), text).toBeUndefined();
      expect(isValidMark(text, 50), text).toBe(false);
    }
  });

  it('round-trips every valid mark through formatMark (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), (tenths) => {
        const mark = tenths / 10;
        expect(parseMark(formatMark(mark), 50)).toBe(mark);
      }),
    );
  });

  it('never accepts a value outside 0..max (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.integer({ min: 1, max: 100 }), (text, max) => {
        const value = parseMark(text, max);
        if (typeof value === 'number') {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(max);
        }
      }),
    );
  });
});

describe('formatMark', () => {
  it('shows no mark as blank', () => {
    expect(formatMark(null)).toBe('');
    expect(formatMark(undefined)).toBe('');
    expect(formatMark(0)).toBe('0');
  });
});
