import { describe, expect, it } from 'vitest';
import { formatMeasurement, parseMeasurement } from './measurement-value';

describe('parseMeasurement', () => {
  it('reads blank as not measured and a plausible value with one decimal', () => {
    expect(parseMeasurement('  ', 'heightCm')).toBeNull();
    expect(parseMeasurement('132.5', 'heightCm')).toBe(132.5);
    expect(parseMeasurement('28,4', 'weightKg')).toBe(28.4);
    expect(parseMeasurement('40', 'heightCm')).toBe(40);
    expect(parseMeasurement('230', 'heightCm')).toBe(230);
  });

  it('refuses implausible values, extra decimals and text', () => {
    expect(parseMeasurement('39.9', 'heightCm')).toBeUndefined();
    expect(parseMeasurement('1325', 'heightCm')).toBeUndefined();
    expect(parseMeasurement('0', 'weightKg')).toBeUndefined();
    expect(parseMeasurement('201', 'weightKg')).toBeUndefined();
    expect(parseMeasurement('30.25', 'weightKg')).toBeUndefined();
    expect(parseMeasurement('-30', 'weightKg')).toBeUndefined();
    expect(parseMeasurement('1.3m', 'heightCm')).toBeUndefined();
  });
});

describe('formatMeasurement', () => {
  it('shows nothing for no value', () => {
    expect(formatMeasurement(null)).toBe('');
    expect(formatMeasurement(132.5)).toBe('132.5');
  });
});
