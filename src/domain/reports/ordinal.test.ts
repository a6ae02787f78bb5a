import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ordinal } from './ordinal';

describe('ordinal', () => {
  it('follows English rules', () => {
    const cases: Array<[number, string]> = [
      [0, '0th'], [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [10, '10th'], [11, '11th'], [12, '12th'], [13, '13th'],
      [14, '14th'], [21, '21st'], [22, '22nd'], [23, '23rd'], [101, '101st'], [102, '102nd'], [111, '111th'],
      [112, '112th'], [113, '113th'], [1001, '1001st'], [1011, '1011th'],
    ];
    for (const [n, expected] of cases) expect(ordinal(n)).toBe(expected);
  });

  it('refuses fractions', () => {
    expect(() => ordinal(1.5)).toThrow(RangeError);
    expect(() => ordinal(Number.NaN)).toThrow(RangeError);
  });

  it('always ends in one of the four suffixes after the number itself (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
        expect(ordinal(n)).toMatch(new RegExp(`^${n}(st|nd|rd|th)$`));
        if ([11, 12, 13].includes(n % 100)) expect(ordinal(n).endsWith('th')).toBe(true);
      }),
    );
  });
});
