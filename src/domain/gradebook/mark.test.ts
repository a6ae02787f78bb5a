import { describe, expect, it } from 'vitest';
import { isMarkValue } from './mark';

describe('isMarkValue', () => {
  it('takes whole marks and marks with one decimal from 0 to the maximum', () => {
    expect([0, 12, 12.3, 50].map((value) => isMarkValue(value, 50))).toEqual([true, true, true, true]);
  });

  it('refuses two decimals, negatives, marks over the maximum and non-numbers', () => {
    expect([12.34, -1, 50.1, Number.NaN, Infinity].map((value) => isMarkValue(value, 50))).toEqual([false, false, false, false, false]);
  });
});
