import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPlausibleMeasurement, isUnusualMeasurement, measurementMessage, unusualMessage } from './measurements';

describe('height and weight ranges', () => {
  it('accepts the plausible range inclusively, with at most one decimal', () => {
    expect(isPlausibleMeasurement('heightCm', 40)).toBe(true);
    expect(isPlausibleMeasurement('heightCm', 230)).toBe(true);
    expect(isPlausibleMeasurement('heightCm', 132.4)).toBe(true);
    expect(isPlausibleMeasurement('weightKg', 0.1 + 28.2)).toBe(true);
  });

  it('refuses values outside it, more decimals and non-numbers', () => {
    expect(isPlausibleMeasurement('heightCm', 39.9)).toBe(false);
    expect(isPlausibleMeasurement('heightCm', 230.1)).toBe(false);
    expect(isPlausibleMeasurement('weightKg', 4.9)).toBe(false);
    expect(isPlausibleMeasurement('weightKg', 28.25)).toBe(false);
    expect(isPlausibleMeasurement('weightKg', Number.NaN)).toBe(false);
    expect(isPlausibleMeasurement('weightKg', Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('flags plausible values outside the usual range, and only those', () => {
    expect(isUnusualMeasurement('heightCm', 79.9)).toBe(true);
    expect(isUnusualMeasurement('heightCm', 80)).toBe(false);
    expect(isUnusualMeasurement('heightCm', 200.5)).toBe(true);
    expect(isUnusualMeasurement('weightKg', 9.5)).toBe(true);
    expect(isUnusualMeasurement('weightKg', 150)).toBe(true);
    expect(isUnusualMeasurement('weightKg', 300)).toBe(false);
  });

  it('says so in one sentence each', () => {
    expect(measurementMessage('heightCm')).toBe('Height must be from 40 to 230 cm, with at most one decimal.');
    expect(measurementMessage('weightKg')).toBe('Weight must be from 5 to 200 kg, with at most one decimal.');
    expect(unusualMessage('weightKg')).toBe('Unusual weight: please check it.');
  });
});

describe('height and weight ranges, for any value', () => {
  const tenths = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((value) => value / 10);

  it('accept every value in tenths within the plausible range', () => {
    fc.assert(fc.property(tenths(40, 230), (value) => isPlausibleMeasurement('heightCm', value)));
    fc.assert(fc.property(tenths(5, 200), (value) => isPlausibleMeasurement('weightKg', value)));
  });

  it('flag a value only when it is plausible, and never one within the usual range', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1000, max: 1000 }), (value) => {
        for (const measurement of ['heightCm', 'weightKg'] as const) {
          if (isUnusualMeasurement(measurement, value) && !isPlausibleMeasurement(measurement, value)) return false;
        }
        return true;
      }),
    );
    fc.assert(fc.property(tenths(80, 200), (value) => !isUnusualMeasurement('heightCm', value)));
  });
});
