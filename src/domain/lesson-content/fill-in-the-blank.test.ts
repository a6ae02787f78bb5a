import { describe, expect, it } from 'vitest';
import { blanksOf, isAcceptedAnswer, parseBlanks } from './fill-in-the-blank';

describe('fill in the blank passages', () => {
  it('splits text and blanks and reads alternative answers', () => {
    expect(parseBlanks('Water boils at [100|one hundred] °C.')).toEqual([
      { kind: 'text', text: 'Water boils at ' },
      { kind: 'blank', blank: { index: 0, answers: ['100', 'one hundred'] } },
      { kind: 'text', text: ' °C.' },
    ]);
  });

  it('numbers several blanks and keeps empty ones visible to validation', () => {
    expect(blanksOf('[a] and [ ] and [b| c ]')).toEqual([
      { index: 0, answers: ['a'] },
      { index: 1, answers: [] },
      { index: 2, answers: ['b', 'c'] },
    ]);
    expect(blanksOf('No blanks here.')).toEqual([]);
  });

  it('accepts answers ignoring spacing and, unless asked, case', () => {
    const blank = { index: 0, answers: ['Kuala Lumpur'] };
    expect(isAcceptedAnswer(blank, '  kuala   lumpur ', false)).toBe(true);
    expect(isAcceptedAnswer(blank, 'kuala lumpur', true)).toBe(false);
    expect(isAcceptedAnswer(blank, '', false)).toBe(false);
  });
});
