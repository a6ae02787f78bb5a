import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundToOneDecimal, termScore, type Term } from './term-score';

const mark = fc.integer({ min: 0, max: 500 }).map((tenths) => tenths / 10);
const maybeMark = fc.option(mark, { nil: null });

describe('termScore', () => {
  const complete = { scoreIncomplete: false, finalScoreIncomplete: false };

  it('sums the two scores; the final score equals it in terms 1 and 3', () => {
    expect(termScore(1, [40, 35])).toEqual({ score: 75, finalScore: 75, ...complete });
    expect(termScore(3, [12.5, 30])).toEqual({ score: 42.5, finalScore: 42.5, ...complete });
    expect(termScore(1, [40, 35], 90)).toEqual({ score: 75, finalScore: 75, ...complete });
    expect(termScore(3, [0, 0], 50)).toEqual({ score: 0, finalScore: 0, ...complete });
  });

  it('means the sum with the further value in terms 2 and 4, else keeps the sum (a semester without its first term)', () => {
    expect(termScore(2, [40, 30], 80)).toEqual({ score: 70, finalScore: 75, ...complete });
    expect(termScore(4, [45, 40], 60)).toEqual({ score: 85, finalScore: 72.5, ...complete });
    expect(termScore(2, [40, 30], 0)).toEqual({ score: 70, finalScore: 35, ...complete });
    expect(termScore(2, [40, 30])).toEqual({ score: 70, finalScore: 70, scoreIncomplete: false, finalScoreIncomplete: true });
    expect(termScore(4, [40, 30], null)).toEqual({ score: 70, finalScore: 70, scoreIncomplete: false, finalScoreIncomplete: true });
  });

  it('counts a missing score as 0 when the other is present, and says the result is incomplete', () => {
    // Issue 8: a blank Continuous Assessment read as a term score of 45 and a B, without a word.
    expect(termScore(2, [null, 45], 60)).toEqual({ score: 45, finalScore: 52.5, scoreIncomplete: true, finalScoreIncomplete: true });
    expect(termScore(1, [null, 30])).toEqual({ score: 30, finalScore: 30, scoreIncomplete: true, finalScoreIncomplete: true });
    expect(termScore(3, [25, null])).toEqual({ score: 25, finalScore: 25, scoreIncomplete: true, finalScoreIncomplete: true });
  });

  it('gives nothing, and nothing to flag, when both are missing', () => {
    expect(termScore(1, [null, null])).toEqual({ score: null, finalScore: null, ...complete });
    expect(termScore(4, [null, null], 80, true)).toEqual({ score: null, finalScore: null, ...complete });
  });

  it("carries an incomplete previous term into the final score of terms 2 and 4, not into this term's score", () => {
    expect(termScore(2, [40, 30], 80, true)).toEqual({ score: 70, finalScore: 75, scoreIncomplete: false, finalScoreIncomplete: true });
    expect(termScore(3, [40, 30], 80, true)).toEqual({ score: 70, finalScore: 70, ...complete });
  });

  it('rounds to one decimal, half away from zero', () => {
    expect(termScore(2, [40, 30.5], 71)).toMatchObject({ score: 70.5, finalScore: 70.8 });
    expect(termScore(1, [0.1, 0.2])).toMatchObject({ score: 0.3, finalScore: 0.3 });
    expect(roundToOneDecimal(1.05)).toBe(1.1);
    expect(roundToOneDecimal(-1.05)).toBe(-1.1);
    expect(roundToOneDecimal(2.349)).toBe(2.3);
  });

  it('keeps the final score between the score and the further value (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom<Term>(2, 4), mark, mark, mark, (term, a, b, further) => {
        const { score, finalScore } = termScore(term, [a, b], further);
        expect(score).not.toBeNull();
        const low = Math.min(score!, further);
        const high = Math.max(score!, further);
        expect(finalScore!).toBeGreaterThanOrEqual(low - 0.05);
        expect(finalScore!).toBeLessThanOrEqual(high + 0.05);
      }),
    );
  });

  it('is symmetric in the two scores and never exceeds their maxima (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom<Term>(1, 2, 3, 4), maybeMark, maybeMark, fc.option(mark, { nil: null }), (term, a, b, further) => {
        const result = termScore(term, [a, b], further);
        expect(termScore(term, [b, a], further)).toEqual(result);
        if (result.score !== null) expect(result.score).toBeLessThanOrEqual(100);
        expect(result.score === null).toBe(a === null && b === null);
        expect(result.finalScore === null).toBe(result.score === null);
        expect(result.scoreIncomplete).toBe((a === null) !== (b === null));
        if (result.scoreIncomplete) expect(result.finalScoreIncomplete).toBe(true);
        if (result.finalScore !== null) expect(roundToOneDecimal(result.finalScore)).toBe(result.finalScore);
      }),
    );
  });
});
