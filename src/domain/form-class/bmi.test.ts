import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bmi, roundToTenth } from './bmi';

describe('bmi', () => {
  it('is weight over height in metres squared, to one decimal', () => {
    expect(bmi(150, 45)).toBe(20);
    expect(bmi(132.4, 28.7)).toBe(16.4);
    expect(bmi(180, 81)).toBe(25);
    expect(bmi(100, 10)).toBe(10);
  });

  it('rounds half up at the first decimal', () => {
    // 22.45 exactly: 22.45 kg at 100 cm.
    expect(bmi(100, 22.45)).toBe(22.5);
    expect(bmi(100, 22.44)).toBe(22.4);
  });

  it('is null when a value is missing', () => {
    expect(bmi(null, 40)).toBeNull();
    expect(bmi(140, null)).toBeNull();
    expect(bmi(undefined, undefined)).toBeNull();
  });

  it('is null for a zero, negative or non-finite value instead of 0 or Infinity', () => {
    expect(bmi(0, 40)).toBeNull();
    expect(bmi(140, 0)).toBeNull();
    expect(bmi(-140, 40)).toBeNull();
    expect(bmi(Number.NaN, 40)).toBeNull();
    expect(bmi(140, Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('roundToTenth', () => {
  it('rounds half away from zero, despite binary fractions', () => {
    expect(roundToTenth(1.05)).toBe(1.1);
    expect(roundToTenth(2.449)).toBe(2.4);
    expect(roundToTenth(-2.45)).toBe(-2.5);
    expect(roundToTenth(0)).toBe(0);
    expect(Object.is(roundToTenth(-0.04), 0)).toBe(true);
  });
});

describe('bmi, for any plausible measurement', () => {
  it('has at most one decimal and grows with weight at a fixed height', () => {
    const height = fc.integer({ min: 500, max: 2500 }).map((tenths) => tenths / 10);
    const weight = fc.integer({ min: 50, max: 2000 }).map((tenths) => tenths / 10);
    fc.assert(
      fc.property(height, weight, weight, (h, w1, w2) => {
        const a = bmi(h, Math.min(w1, w2));
        const b = bmi(h, Math.max(w1, w2));
        expect(a).not.toBeNull();
        expect(Number.isInteger(Math.round((a ?? 0) * 10 * 1000) / 1000)).toBe(true);
        expect(a ?? 0).toBeLessThanOrEqual(b ?? 0);
      }),
    );
  });
});
