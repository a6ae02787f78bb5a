import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScoreInputSchema, SCORE_NOT_A_NUMBER, SCORE_TOO_HIGH, SCORE_TOO_LOW, scoreError } from '@/features/placement-results/rules/score';

describe('score input', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['0', 0],
    ['100', 100],
    [' 87 ', 87],
    ['72.5', 72.5],
    ['72,5', 72.5],
    ['.5', 0.5],
    ['+40', 40],
  ])('reads %j as %j', (raw, expected) => {
    expect(ScoreInputSchema.parse(raw)).toBe(expected);
  });

  it.each([
    ['abc', SCORE_NOT_A_NUMBER],
    ['1e2', SCORE_NOT_A_NUMBER],
    ['0x10', SCORE_NOT_A_NUMBER],
    ['Infinity', SCORE_NOT_A_NUMBER],
    ['12 3', SCORE_NOT_A_NUMBER],
    ['-1', SCORE_TOO_LOW],
    ['-0.01', SCORE_TOO_LOW],
    ['100.01', SCORE_TOO_HIGH],
    ['101', SCORE_TOO_HIGH],
  ])('refuses %j with %j', (raw, message) => {
    expect(scoreError(raw)).toBe(message);
  });

  it('never accepts a value outside 0–100 and never throws, whatever the string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double().map(String), fc.integer().map(String)), (raw) => {
        const result = ScoreInputSchema.safeParse(raw);
        if (result.success && result.data !== null) {
          expect(result.data).toBeGreaterThanOrEqual(0);
          expect(result.data).toBeLessThanOrEqual(100);
        }
        expect(scoreError(raw) === null).toBe(result.success);
      }),
    );
  });

  it('accepts every number from 0 to 100 as a spreadsheet writes it (no exponent)', () => {
    const plain = fc.double({ min: 0, max: 100, noNaN: true }).filter((value) => !String(value).includes('e'));
    fc.assert(
      fc.property(plain, (value) => {
        expect(ScoreInputSchema.parse(String(value))).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});
