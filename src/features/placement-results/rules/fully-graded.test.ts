import { describe, expect, it } from 'vitest';
import { allFullyGraded, isFullyGraded } from '@/features/placement-results/rules/fully-graded';

describe('fully graded', () => {
  it.each([
    [{ testScore: 80, interviewScore: 70 }, true],
    [{ testScore: 0, interviewScore: 0 }, true],
    [{ testScore: 80, interviewScore: null }, false],
    [{ testScore: null, interviewScore: 70 }, false],
    [{ testScore: null, interviewScore: null }, false],
  ])('%j → %s', (result, expected) => {
    expect(isFullyGraded(result)).toBe(expected);
  });

  it('needs every selected result graded, and at least one selected', () => {
    expect(allFullyGraded([{ testScore: 1, interviewScore: 2 }, { testScore: 3, interviewScore: 4 }])).toBe(true);
    expect(allFullyGraded([{ testScore: 1, interviewScore: 2 }, { testScore: 3, interviewScore: null }])).toBe(false);
    expect(allFullyGraded([])).toBe(false);
  });
});
