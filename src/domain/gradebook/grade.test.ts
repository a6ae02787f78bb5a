import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areGradeBoundariesValid, gradeFor, type Grade } from './grade';

const boundaries = { gradeAMin: 75, gradeBMin: 60, gradeCMin: 50, gradeDMin: 40 };

describe('gradeFor', () => {
  it('grades by inclusive minimum boundaries', () => {
    expect(gradeFor(100, boundaries)).toBe('A');
    expect(gradeFor(75, boundaries)).toBe('A');
    expect(gradeFor(74.9, boundaries)).toBe('B');
    expect(gradeFor(60, boundaries)).toBe('B');
    expect(gradeFor(59.9, boundaries)).toBe('C');
    expect(gradeFor(50, boundaries)).toBe('C');
    expect(gradeFor(40, boundaries)).toBe('D');
  });

  it('is blank below D and without a score', () => {
    expect(gradeFor(39.9, boundaries)).toBe('');
    expect(gradeFor(0, boundaries)).toBe('');
    expect(gradeFor(null, boundaries)).toBe('');
    expect(gradeFor(undefined, boundaries)).toBe('');
    expect(gradeFor(Number.NaN, boundaries)).toBe('');
  });

  it('gives every score D or better with a zero D boundary', () => {
    expect(gradeFor(0, { ...boundaries, gradeDMin: 0 })).toBe('D');
  });

  it('never gives a better grade to a lower score (property)', () => {
    const rank: Record<Grade, number> = { A: 4, B: 3, C: 2, D: 1, '': 0 };
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (x, y) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        expect(rank[gradeFor(low, boundaries)]).toBeLessThanOrEqual(rank[gradeFor(high, boundaries)]);
      }),
    );
  });
});

describe('areGradeBoundariesValid', () => {
  it('accepts 100 ≥ A > B > C > D ≥ 0', () => {
    expect(areGradeBoundariesValid(boundaries)).toBe(true);
    expect(areGradeBoundariesValid({ gradeAMin: 100, gradeBMin: 2, gradeCMin: 1, gradeDMin: 0 })).toBe(true);
  });

  it('refuses equal, reversed, out-of-range or non-finite boundaries', () => {
    expect(areGradeBoundariesValid({ ...boundaries, gradeBMin: 75 })).toBe(false);
    expect(areGradeBoundariesValid({ ...boundaries, gradeCMin: 65 })).toBe(false);
    expect(areGradeBoundariesValid({ ...boundaries, gradeAMin: 100.5 })).toBe(false);
    expect(areGradeBoundariesValid({ ...boundaries, gradeDMin: -1 })).toBe(false);
    expect(areGradeBoundariesValid({ ...boundaries, gradeDMin: Number.NaN })).toBe(false);
    expect(areGradeBoundariesValid({ ...boundaries, gradeAMin: Number.POSITIVE_INFINITY })).toBe(false);
  });
});
