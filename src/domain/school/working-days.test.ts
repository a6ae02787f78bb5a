import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWorkingDay, workingDaysBetween } from './working-days';

describe('isWorkingDay', () => {
  it('skips weekends and listed holidays', () => {
    expect(isWorkingDay('2026-11-20')).toBe(true); // Friday
    expect(isWorkingDay('2026-11-21')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-22')).toBe(false); // Sunday
    expect(isWorkingDay('2026-12-25', ['2026-12-25'])).toBe(false);
    expect(isWorkingDay('2026-12-24', ['2026-12-25'])).toBe(true);
    expect(isWorkingDay(new Date(2026, 10, 23))).toBe(true); // Monday
  });
});

describe('workingDaysBetween', () => {
  it('counts both ends of a range', () => {
    expect(workingDaysBetween('2026-11-16', '2026-11-20')).toBe(5);
    expect(workingDaysBetween('2026-11-16', '2026-11-22')).toBe(5);
    expect(workingDaysBetween('2026-11-16', '2026-11-16')).toBe(1);
    expect(workingDaysBetween('2026-11-21', '2026-11-22')).toBe(0);
  });

  it('subtracts holidays on weekdays only', () => {
    expect(workingDaysBetween('2026-12-21', '2027-01-01', ['2026-12-25', '2027-01-01', '2026-12-26'])).toBe(8);
  });

  it('is 0 when the end is before the start', () => {
    expect(workingDaysBetween('2026-11-20', '2026-11-16')).toBe(0);
  });

  it('crosses month and leap-year boundaries', () => {
    expect(workingDaysBetween('2028-02-28', '2028-03-01')).toBe(3);
    expect(workingDaysBetween('2026-01-01', '2026-12-31')).toBe(261);
  });

  it('gives 5 working days for every 7-day span without holidays and is additive (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), (start, a, b) => {
        const iso = (days: number) => new Date(days * 86_400_000).toISOString().slice(0, 10);
        expect(workingDaysBetween(iso(start), iso(start + 6))).toBe(5);
        const whole = workingDaysBetween(iso(start), iso(start + a + b + 1));
        expect(whole).toBe(workingDaysBetween(iso(start), iso(start + a)) + workingDaysBetween(iso(start + a + 1), iso(start + a + b + 1)));
      }),
    );
  });
});
