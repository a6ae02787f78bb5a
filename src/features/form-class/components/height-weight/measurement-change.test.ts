import { describe, expect, it } from 'vitest';
import { formatChange, measurementChange } from './measurement-change';

describe('measurementChange', () => {
  it('is the difference to one decimal, without binary noise', () => {
    expect(measurementChange(134.5, 132)).toBe(2.5);
    expect(measurementChange(30.1, 30.4)).toBe(-0.3);
    expect(measurementChange(140.3, 140.1)).toBe(0.2);
  });

  it('is null when this term or the previous one has no value', () => {
    expect(measurementChange(null, 132)).toBeNull();
    expect(measurementChange(132, null)).toBeNull();
  });

  it('is 0 (not -0) for the same value', () => {
    expect(Object.is(measurementChange(30.4, 30.4), 0)).toBe(true);
  });
});

describe('formatChange', () => {
  it('prints a sign, one decimal and the unit', () => {
    expect(formatChange(2.5, 'cm')).toBe('+2.5 cm');
    expect(formatChange(-0.3, 'kg')).toBe('\u22120.3 kg');
    expect(formatChange(3, 'cm')).toBe('+3.0 cm');
  });

  it('says no change for zero and nothing without a comparison', () => {
    expect(formatChange(0, 'kg')).toBe('No change');
    expect(formatChange(null, 'cm')).toBeNull();
  });
});
