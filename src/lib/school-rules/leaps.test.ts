import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEAPS_ATTAINMENTS } from './enums';
import { leapsAttainment } from './leaps';

const levels = (participation: number, achievement: number, leadership: number, service: number) => ({
  participation, achievement, leadership, service,
});

describe('leapsAttainment', () => {
  it('bands the total of the four levels', () => {
    expect(leapsAttainment(levels(4, 4, 4, 4))).toBe('Excellent');
    expect(leapsAttainment(levels(3, 3, 3, 3))).toBe('Excellent');
    expect(leapsAttainment(levels(3, 3, 3, 2))).toBe('Good');
    expect(leapsAttainment(levels(2, 2, 2, 2))).toBe('Good');
    expect(leapsAttainment(levels(2, 2, 2, 1))).toBe('Fair');
    expect(leapsAttainment(levels(1, 1, 1, 1))).toBe('Fair');
    expect(leapsAttainment(levels(1, 1, 1, 0))).toBe('Below Fair');
    expect(leapsAttainment(levels(0, 0, 0, 0))).toBe('Below Fair');
  });

  it('clamps levels outside 0..4', () => {
    expect(leapsAttainment(levels(9, 0, 0, 0))).toBe('Fair');
    expect(leapsAttainment(levels(-5, 4, 4, 4))).toBe('Excellent');
  });

  it('never falls when a level rises (property)', () => {
    const level = fc.integer({ min: 0, max: 4 });
    fc.assert(
      fc.property(level, level, level, level, (p, a, l, s) => {
        const rank = (value: string) => LEAPS_ATTAINMENTS.indexOf(value as (typeof LEAPS_ATTAINMENTS)[number]);
        expect(rank(leapsAttainment(levels(Math.min(4, p + 1), a, l, s)))).toBeLessThanOrEqual(rank(leapsAttainment(levels(p, a, l, s))));
      }),
    );
  });
});
