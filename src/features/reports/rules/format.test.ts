import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, MISSING } from '@/features/reports/rules/format';

describe('formatNumber', () => {
  it('prints whole numbers bare and others with one decimal', () => {
    expect(formatNumber(45)).toBe('45');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(72.5)).toBe('72.5');
    expect(formatNumber(66.66)).toBe('66.7');
  });

  it('prints a missing or non-finite value as a dash, never as 0', () => {
    expect(formatNumber(null)).toBe(MISSING);
    expect(formatNumber(undefined)).toBe(MISSING);
    expect(formatNumber(Number.NaN)).toBe(MISSING);
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe(MISSING);
  });

  it('round-trips any score within 0.05', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (value) => {
        expect(Math.abs(Number(formatNumber(value)) - value)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });
});

describe('formatDate', () => {
  it('prints an ISO date as day, short month and year, on that calendar day', () => {
    expect(formatDate('2017-03-01')).toBe('1 Mar 2017');
    expect(formatDate('2026-12-31')).toBe('31 Dec 2026');
  });

  it('keeps text that is not a date, and a dash for nothing', () => {
    expect(formatDate('unknown')).toBe('unknown');
    expect(formatDate('')).toBe(MISSING);
  });
});
