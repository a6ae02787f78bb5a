import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkClassRemarks, REMARK_CHECK_MESSAGES, type RemarkPupil } from './remark-checks';
import type { RemarkCheck } from './responses';

const CLASS: readonly RemarkPupil[] = [
  { studentId: 'a', fullName: 'Tan Wei Ming 陈伟明', gender: 'Male', remark: null },
  { studentId: 'b', fullName: 'Lim Mei Ling', gender: 'Female', remark: null },
  { studentId: 'c', fullName: 'Nur Aisyah binte Rahman', gender: 'Female', remark: null },
  { studentId: 'd', fullName: 'Arjun Nair', gender: 'Male', remark: null },
  { studentId: 'e', fullName: 'Arjun Iyer', gender: 'Male', remark: null },
  { studentId: 'f', fullName: 'Muhammad Irfan bin Osman', gender: 'Male', remark: null },
  { studentId: 'g', fullName: 'Sam Walker', gender: 'Other', remark: null },
  { studentId: 'h', fullName: 'Ho Wei Jie', gender: 'Male', remark: null },
];

function checksOf(studentId: string, remark: string, others: Readonly<Record<string, string>> = {}): RemarkCheck[] {
  const pupils = CLASS.map((pupil) => ({ ...pupil, remark: pupil.studentId === studentId ? remark : (others[pupil.studentId] ?? null) }));
  return (checkClassRemarks(pupils).get(studentId) ?? []).map((issue) => issue.check);
}

describe('checkClassRemarks', () => {
  it('finds nothing in a remark that names its pupil with matching pronouns', () => {
    expect(checksOf('a', 'Wei Ming is attentive in class. He helps his friends.')).toEqual([]);
    expect(checksOf('c', 'Aisyah reads widely and shares her books.')).toEqual([]);
    expect(checksOf('f', 'Irfan leads his team well.')).toEqual([]);
    expect(checksOf('a', '伟明上课认真。')).toEqual([]);
  });

  it('gives blank and missing remarks no slips (a missing remark is the board\'s gap)', () => {
    const issues = checkClassRemarks(CLASS.map((pupil) => ({ ...pupil, remark: pupil.studentId === 'a' ? '   ' : null })));
    expect([...issues.values()].every((list) => list.length === 0)).toBe(true);
    expect(issues.size).toBe(CLASS.length);
  });

  it("names another pupil of the class, whole words and any case, in the message", () => {
    const pupils = CLASS.map((pupil) => ({ ...pupil, remark: pupil.studentId === 'a' ? 'Wei Ming helped mei ling with her reading.' : null }));
    expect(checkClassRemarks(pupils).get('a')).toContainEqual({ check: 'otherPupilName', message: 'Names another pupil: Mei Ling' });
    expect(checksOf('a', 'Wei Ming sits with Aisyah.')).toContain('otherPupilName');
    expect(checksOf('a', 'Wei Ming sits with Irfan and Arjun.')).toContain('otherPupilName');
    // Part of a longer word is not a name.
    expect(checksOf('d', 'Arjun reads the Aisyahs stories.')).not.toContain('otherPupilName');
  });

  it("never counts a classmate's name that is also part of the pupil's own name", () => {
    // Both Arjuns are called Arjun; Ho Wei Jie and Tan Wei Ming share "Wei" (a single syllable is no one's name).
    expect(checksOf('d', 'Arjun is curious.')).toEqual([]);
    expect(checksOf('h', 'Wei Jie is curious. Wei loves maths. He asks questions.')).toEqual([]);
  });

  it('flags pronouns of the other gender, never for a pupil of gender Other', () => {
    const pupils = CLASS.map((pupil) => ({ ...pupil, remark: pupil.studentId === 'a' ? 'Wei Ming is kind; she helps others.' : null }));
    expect(checkClassRemarks(pupils).get('a')).toContainEqual({
      check: 'pronounMismatch',
      message: REMARK_CHECK_MESSAGES.pronounMismatch('she', 'Tan Wei Ming 陈伟明', 'Male'),
    });
    expect(checksOf('b', 'Mei Ling finished HIS project.')).toEqual(['pronounMismatch']);
    expect(checksOf('b', 'Mei Ling is thoughtful; theirs is a calm voice. She shares.')).toEqual([]);
    expect(checksOf('g', 'Sam is kind; he and she and they all agree.')).toEqual([]);
    // "Shelf" and "there" hold the letters, not the word.
    expect(checksOf('a', 'Wei Ming tidies the shelf there.')).toEqual([]);
  });

  it('flags the same remark as three or more classmates, with names and pronouns taken out', () => {
    const template = (name: string, pronoun: string) => `${name} is a   joy to teach and ${pronoun} always tries.`.replace('   ', ' ');
    const others = { b: template('Mei Ling', 'she'), c: template('Aisyah', 'she'), d: template('ARJUN', 'he') };
    expect(checksOf('a', template('Wei Ming', 'he'), others)).toEqual(['sharedWithClassmates']);
    const issues = checkClassRemarks(CLASS.map((pupil) => ({ ...pupil, remark: { a: template('Wei Ming', 'he'), ...others }[pupil.studentId] ?? null })));
    expect(issues.get('b')).toEqual([{ check: 'sharedWithClassmates', message: 'Same remark as 3 classmates' }]);
    // Two classmates sharing it is not yet a pasted remark.
    expect(checksOf('a', template('Wei Ming', 'he'), { b: others.b, c: others.c })).toEqual([]);
  });

  it('flags a remark that does not name its pupil, naming them as a remark would', () => {
    const pupils = CLASS.map((pupil) => ({ ...pupil, remark: pupil.studentId === 'a' ? 'He is a keen reader.' : null }));
    expect(checkClassRemarks(pupils).get('a')).toEqual([{ check: 'ownNameMissing', message: 'Does not name Wei Ming' }]);
    expect(checksOf('c', 'She is a keen reader.')).toEqual(['ownNameMissing']);
    expect(checksOf('c', 'Nur Aisyah is a keen reader.')).toEqual([]);
    expect(checksOf('a', 'Ming is a keen reader.')).toEqual([]);
  });

  it('flags two or more spaces in a row, not line breaks', () => {
    expect(checksOf('a', 'Wei Ming is kind.  He helps.')).toEqual(['doubleSpaces']);
    expect(checksOf('a', 'Wei Ming is kind.\n\nHe helps.')).toEqual([]);
  });

  it("flags a remark that will not fit the report's box", () => {
    const tooManyLines = `Wei Ming:\n${Array.from({ length: 20 }, (_, index) => `point ${index + 1}`).join('\n')}`;
    expect(checksOf('a', tooManyLines)).toEqual(['overTheBox']);
  });

  it('never fires on a short remark naming only its pupil with matching pronouns and single spaces', () => {
    const words = fc.array(fc.constantFrom('kind', 'reads', 'well', 'and', 'helps', 'others', 'often', 'in', 'class'), { minLength: 1, maxLength: 30 });
    const pronoun = fc.constantFrom('he', 'him', 'his', 'himself');
    fc.assert(
      fc.property(words, pronoun, (body, own) => checksOf('a', `Wei Ming ${body.join(' ')} ${own}.`).length === 0),
    );
  });
});
