import { describe, expect, it } from 'vitest';
import { formatFrequency, isValidFrequency, parseFrequency } from '@/features/form-class/rules/conduct-frequency';

describe('conduct frequency', () => {
  it.each([
    ['A', 'A'],
    ['m', 'M'],
    [' s ', 'S'],
    ['Never', 'N'],
    ['most of  the time', 'M'],
    ['', null],
    ['  ', null],
  ])('reads %j as %j', (typed, expected) => {
    expect(parseFrequency(typed)).toBe(expected);
  });

  it('refuses anything else', () => {
    expect(parseFrequency('B')).toBeUndefined();
    expect(parseFrequency('AM')).toBeUndefined();
    expect(isValidFrequency('x')).toBe(false);
    expect(isValidFrequency('')).toBe(true);
  });

  it('shows a saved grade as its letter', () => {
    expect(formatFrequency('S')).toBe('S');
    expect(formatFrequency(null)).toBe('');
  });
});
