import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordStrengthLabel, passwordStrengthScore } from '@/features/profile/rules/password-strength';

describe('passwordStrengthScore', () => {
  it.each([
    ['', 0],
    ['a', 1],
    ['aA', 2],
    ['aA1', 3],
    ['aA1!', 4],
    ['aA1!aaaa', 5],
    ['aaaaaaaa', 2],
  ])('%j scores %i', (value, score) => {
    expect(passwordStrengthScore(value)).toBe(score);
  });

  it('always scores between 0 and 5', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const score = passwordStrengthScore(value);
        return score >= 0 && score <= 5;
      }),
    );
  });
});

describe('passwordStrengthLabel', () => {
  it.each([
    [0, 'Very Weak'],
    [1, 'Very Weak'],
    [2, 'Weak'],
    [3, 'Fair'],
    [4, 'Good'],
    [5, 'Strong'],
  ])('%i → %s', (score, label) => {
    expect(passwordStrengthLabel(score)).toBe(label);
  });
});
