import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countOf, nounFor } from './count-words';

describe('count words', () => {
  it('uses the singular for one and the plural for every other count, zero included', () => {
    expect(countOf(1, 'mark')).toBe('1 mark');
    expect(countOf(0, 'mark')).toBe('0 marks');
    expect(countOf(2, 'class', 'classes')).toBe('2 classes');
    expect(countOf(1429, 'mark')).toBe('1,429 marks');
    expect(nounFor(1, 'child', 'children')).toBe('child');
  });

  it('never writes "(s)" and takes the singular only for exactly one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (count) => {
        const words = countOf(count, 'student');
        expect(words).not.toContain('(s)');
        expect(words.endsWith('students')).toBe(count !== 1);
      }),
    );
  });
});
