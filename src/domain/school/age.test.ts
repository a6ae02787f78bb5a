import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageAt, formatAge } from './age';

describe('ageAt', () => {
  it('counts at the start of the reference month', () => {
    expect(ageAt('2017-07-15', '2026-11-21')).toEqual({ years: 9, months: 3 });
    expect(ageAt('2017-07-01', '2026-11-21')).toEqual({ years: 9, months: 4 });
    expect(ageAt('2017-11-02', '2026-11-30')).toEqual({ years: 8, months: 11 });
    expect(ageAt('2017-11-01', '2026-11-01')).toEqual({ years: 9, months: 0 });
  });

  it('handles month ends, leap days and year turns', () => {
    expect(ageAt('2016-02-29', '2026-03-01')).toEqual({ years: 10, months: 0 });
    expect(ageAt('2016-02-29', '2026-02-28')).toEqual({ years: 9, months: 11 });
    expect(ageAt('2016-12-31', '2027-01-15')).toEqual({ years: 10, months: 0 });
    expect(ageAt('2016-01-31', '2026-01-31')).toEqual({ years: 9, months: 11 });
  });

  it('gives 0 years 0 months for a reference before or in the birth month', () => {
    expect(ageAt('2026-11-20', '2026-11-30')).toEqual({ years: 0, months: 0 });
    expect(ageAt('2027-01-01', '2026-11-30')).toEqual({ years: 0, months: 0 });
  });

  it('reads Date objects by their calendar date and refuses non-dates', () => {
    expect(ageAt(new Date(2017, 6, 1), new Date(2026, 10, 21, 23, 59))).toEqual({ years: 9, months: 4 });
    expect(() => ageAt('21/11/2026', '2026-11-21')).toThrow(RangeError);
    expect(() => ageAt('2026-02-30', '2026-11-21')).toThrow(RangeError);
  });

  it('ignores the day of the reference date (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1990, max: 2030 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1990, max: 2040 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }),
        (by, bm, bd, ry, rm, rd) => {
          const pad = (n: number) => String(n).padStart(2, '0');
          const birth = `${by}-${pad(bm)}-${pad(bd)}`;
          const age = ageAt(birth, `${ry}-${pad(rm)}-${pad(rd)}`);
          expect(age).toEqual(ageAt(birth, `${ry}-${pad(rm)}-01`));
          expect(age.months).toBeGreaterThanOrEqual(0);
          expect(age.months).toBeLessThan(12);
          expect(age.years).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('formatAge', () => {
  it('writes years and months, singular for one', () => {
    expect(formatAge({ years: 9, months: 4 })).toBe('9 years 4 months');
    expect(formatAge({ years: 1, months: 1 })).toBe('1 year 1 month');
    expect(formatAge({ years: 0, months: 0 })).toBe('0 years 0 months');
  });
});
