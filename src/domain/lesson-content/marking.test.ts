import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoMark, maxMarkOf, totalMarks, validateMark, type MarkedMaterial } from './marking';

const choice: MarkedMaterial = {
  materialType: 'MULTIPLE_CHOICE',
  content: { question: 'Primes?', choices: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: id })), correctChoiceIds: ['a', 'c'], maxMark: 4 },
};
const blanks = (passage: string, maxMark: number, caseSensitive = false): MarkedMaterial => ({
  materialType: 'FITB',
  content: { passage, caseSensitive, maxMark },
});
const mc = (choiceIds: string[]) => ({ materialType: 'MULTIPLE_CHOICE' as const, answer: { choiceIds } });
const fitb = (answers: string[]) => ({ materialType: 'FITB' as const, answer: { answers } });

describe('autoMark: Multiple Choice', () => {
  it('gives full marks only for exactly the correct set, in any order, and no partial credit', () => {
    expect(autoMark(choice, mc(['c', 'a']))).toEqual({ automatic: true, mark: 4, maxMark: 4 });
    expect(autoMark(choice, mc(['a', 'c', 'a']))).toEqual({ automatic: true, mark: 4, maxMark: 4 });
    expect(autoMark(choice, mc(['a']))).toEqual({ automatic: true, mark: 0, maxMark: 4 });
    expect(autoMark(choice, mc(['a', 'b', 'c']))).toEqual({ automatic: true, mark: 0, maxMark: 4 });
    expect(autoMark(choice, mc([]))).toEqual({ automatic: true, mark: 0, maxMark: 4 });
  });

  it('scores a missing answer or one of another type as 0', () => {
    expect(autoMark(choice, null)).toEqual({ automatic: true, mark: 0, maxMark: 4 });
    expect(autoMark(choice, fitb(['a']))).toEqual({ automatic: true, mark: 0, maxMark: 4 });
  });
});

describe('autoMark: Fill In The Blank', () => {
  const passage = 'Water boils at [100|one hundred] °C and freezes at [0|zero] °C, said [Celsius].';

  it('gives the share of blanks right, rounded to one decimal', () => {
    expect(autoMark(blanks(passage, 5), fitb(['100', 'zero', 'celsius']))).toEqual({ automatic: true, mark: 5, maxMark: 5 });
    expect(autoMark(blanks(passage, 5), fitb([' One  Hundred ', 'ten', '']))).toEqual({ automatic: true, mark: 1.7, maxMark: 5 });
    expect(autoMark(blanks(passage, 5), fitb(['100', '0']))).toEqual({ automatic: true, mark: 3.3, maxMark: 5 });
    expect(autoMark(blanks(passage, 5), fitb([]))).toEqual({ automatic: true, mark: 0, maxMark: 5 });
    expect(autoMark(blanks(passage, 5), undefined)).toEqual({ automatic: true, mark: 0, maxMark: 5 });
  });

  it('respects case sensitivity when the material asks for it', () => {
    expect(autoMark(blanks('Say [Hello].', 2, true), fitb(['hello']))).toEqual({ automatic: true, mark: 0, maxMark: 2 });
    expect(autoMark(blanks('Say [Hello].', 2, true), fitb(['Hello']))).toEqual({ automatic: true, mark: 2, maxMark: 2 });
  });

  it('always lands between 0 and the maximum with at most one decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 30 }), (maxMark, rights) => {
        const passage = rights.map((_, index) => `w${index} [a${index}]`).join(' ');
        const result = autoMark(blanks(passage, maxMark), fitb(rights.map((right, index) => (right ? `a${index}` : 'x'))));
        if (!result?.automatic) return false;
        return result.mark >= 0 && result.mark <= maxMark && validateMark(result.mark, maxMark) === null;
      }),
    );
  });
});

describe('autoMark: the other types', () => {
  it('leaves hand-marked questions to the teacher and gives no mark to content', () => {
    const free: MarkedMaterial = { materialType: 'FREE_RESPONSE', content: { prompt: 'Why?', modelAnswer: '', maxMark: 6 } };
    expect(autoMark(free, { materialType: 'FREE_RESPONSE', answer: { text: 'Because.' } })).toEqual({ automatic: false, maxMark: 6 });
    const link: MarkedMaterial = { materialType: 'LINK', content: { url: 'https://example.org', description: '' } };
    expect(autoMark(link, null)).toBeNull();
    expect(maxMarkOf(link)).toBeNull();
    expect(maxMarkOf(free)).toBe(6);
  });

  it('marks Attach Files by hand only when it asks students to hand in files', () => {
    const handIn: MarkedMaterial = { materialType: 'ATTACH_FILES', content: { instructions: 'Upload your map.', files: [], maxMark: 5 } };
    const handOut: MarkedMaterial = { materialType: 'ATTACH_FILES', content: { instructions: '', files: [] } };
    expect(autoMark(handIn, null)).toEqual({ automatic: false, maxMark: 5 });
    expect(autoMark(handOut, null)).toBeNull();
  });
});

describe('validateMark', () => {
  it('says why a mark cannot be saved', () => {
    expect(validateMark(-0.5, 10)).toBe('A mark cannot be below 0.');
    expect(validateMark(10.5, 10)).toBe("A mark cannot be above the question's maximum of 10.");
    expect(validateMark(3.25, 10)).toBe('A mark can have at most one decimal.');
    expect(validateMark(Number.NaN, 10)).toBe('A mark must be a number.');
    expect(validateMark(1e-7, 10)).toBe('A mark can have at most one decimal.');
  });

  it('accepts 0, the maximum and one decimal', () => {
    expect(validateMark(0, 10)).toBeNull();
    expect(validateMark(10, 10)).toBeNull();
    expect(validateMark(0.3, 10)).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 0, max: 1000 }), (tenths) => validateMark(tenths / 10, 100) === null));
  });
});

describe('totalMarks', () => {
  it('adds in tenths so decimals stay exact, and counts questions not marked yet', () => {
    expect(totalMarks([{ mark: 0.1, maxMark: 1 }, { mark: 0.2, maxMark: 1 }, { mark: null, maxMark: 5 }])).toEqual({
      mark: 0.3,
      maxMark: 7,
      unmarked: 1,
    });
    expect(totalMarks([])).toEqual({ mark: 0, maxMark: 0, unmarked: 0 });
  });
});
