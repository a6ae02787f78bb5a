import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkClassRemarks, remarkIssueMessages, type RemarkPupil } from './remark-checks';

const weiMing: RemarkPupil = { studentId: 's1', fullName: 'Tan Wei Ming 陈伟明', gender: 'Male', remark: null };
const aisyah: RemarkPupil = { studentId: 's2', fullName: 'Nur Aisyah binte Rahman', gender: 'Female', remark: null };
const ryan: RemarkPupil = { studentId: 's3', fullName: 'Ryan Lee', gender: 'Male', remark: null };
const sam: RemarkPupil = { studentId: 's4', fullName: 'Sam Okafor', gender: 'Other', remark: null };

const checksOf = (pupils: RemarkPupil[], studentId: string) => (checkClassRemarks(pupils).get(studentId) ?? []).map((issue) => issue.check);

describe('checkClassRemarks', () => {
  it('finds nothing in a remark that names its own pupil with the right pronouns', () => {
    const pupils = [
      { ...weiMing, remark: 'Wei Ming is attentive in class. He hands in his work on time.' },
      { ...aisyah, remark: 'Nur Aisyah is a caring friend; she helps her classmates.' },
      { ...ryan, remark: 'Ryan enjoys Mathematics and explains his reasoning clearly.' },
    ];
    expect([...checkClassRemarks(pupils).values()].flat()).toEqual([]);
  });

  it('names a classmate called in a remark, but not a name the pupil shares', () => {
    const pupils = [{ ...weiMing, remark: 'Wei Ming and Ryan work well together. He is helpful.' }, ryan, aisyah];
    expect(checkClassRemarks(pupils).get('s1')).toContainEqual({ check: 'otherPupilName', message: remarkIssueMessages.otherPupilName('Ryan') });
    const twin = { studentId: 's5', fullName: 'Lim Wei Ming', gender: 'Male' as const, remark: null };
    expect(checksOf([{ ...weiMing, remark: 'Wei Ming is kind. He shares.' }, twin], 's1')).toEqual([]);
  });

  it('finds a pronoun of the other gender, and says which word', () => {
    const issues = checkClassRemarks([{ ...weiMing, remark: 'Wei Ming is attentive. She hands in her work on time.' }]).get('s1');
    expect(issues).toContainEqual({ check: 'pronounMismatch', message: 'Says “She”, but Wei Ming is a boy' });
    expect(checksOf([{ ...sam, remark: 'Sam is cheerful; he and she both like Sam.' }], 's4')).toEqual([]);
    expect(checksOf([{ ...aisyah, remark: 'Nur Aisyah shows leadership; others follow her.' }], 's2')).toEqual([]);
  });

  it('finds a template pasted for four pupils, names and pronouns aside, but not for three', () => {
    const names = ['Arjun Ramesh', 'Rahul Nair', 'Vikram Pillai', 'Karthik Menon'];
    const pupils = names.map((fullName, index) => ({
      studentId: `t${index}`,
      fullName,
      gender: 'Male' as const,
      remark: `${fullName.split(' ')[0]} is a diligent learner;  he completes his work on time.`.replace('  ', ' '),
    }));
    expect(checkClassRemarks(pupils).get('t0')).toContainEqual({ check: 'sharedWithClassmates', message: 'Same remark as 3 classmates' });
    expect(checksOf(pupils.slice(0, 3), 't0')).not.toContain('sharedWithClassmates');
  });

  it('finds a remark that never names its pupil, double spaces, and a remark too long for the box', () => {
    expect(checksOf([{ ...ryan, remark: 'He is attentive and kind.' }], 's3')).toEqual(['ownNameMissing']);
    expect(checksOf([{ ...ryan, remark: 'Ryan is attentive  and kind.' }], 's3')).toEqual(['doubleSpaces']);
    const listed = `Ryan:\n${Array.from({ length: 14 }, (_, index) => `- goal ${index + 1}`).join('\n')}`;
    expect(checksOf([{ ...ryan, remark: listed }], 's3')).toEqual(['overTheBox']);
  });

  it('accepts a Malay pupil called by one given name, and says nothing of blank remarks', () => {
    expect(checksOf([{ ...aisyah, remark: 'Aisyah reads widely and shares her ideas.' }], 's2')).toEqual([]);
    expect(checkClassRemarks([{ ...weiMing, remark: '   ' }, weiMing]).get('s1')).toEqual([]);
  });

  it('never flags a short remark naming its own pupil with the right pronouns and single spaces', () => {
    const words = fc.constantFrom('kind', 'attentive', 'works', 'hard', 'reads', 'daily', 'and', 'is', 'very', 'helpful');
    fc.assert(
      fc.property(fc.array(words, { minLength: 1, maxLength: 40 }), fc.constantFrom(weiMing, aisyah, ryan), (body, pupil) => {
        const pronoun = pupil.gender === 'Female' ? 'she' : 'he';
        const remark = `${pupil.fullName.includes('Aisyah') ? 'Aisyah' : pupil.fullName.split(' ')[pupil.fullName.startsWith('Tan') ? 1 : 0]} ${body.join(' ')}; ${pronoun} tries.`;
        expect(checksOf([{ ...pupil, remark }], pupil.studentId)).toEqual([]);
      }),
    );
  });

  it('counts a Chinese remark naming the pupil by the Han name, given name or full, and takes it out of a template', () => {
    expect(checksOf([{ ...weiMing, remark: '伟明上课认真，作业按时完成。' }], 's1')).toEqual([]);
    expect(checksOf([{ ...weiMing, remark: '陈伟明上课认真，作业按时完成。' }], 's1')).toEqual([]);
    const named = [['Tan Wei Ming 陈伟明', '伟明'], ['Lim Mei Ling 林美玲', '美玲'], ['Wong Hong Ming 王宏明', '宏明'], ['Ho En Hui 何恩慧', '恩慧']];
    const classmates = named.map(([fullName = '', given = ''], index) => ({
      studentId: `h${index}`,
      fullName,
      gender: 'Male' as const,
      remark: `${given}上课认真，作业按时完成。`,
    }));
    expect(checksOf(classmates, 'h0')).toEqual(['sharedWithClassmates']);
  });

  it('counts no-break spaces pasted from a word processor as double spaces, but not a tab or a line break', () => {
    expect(checksOf([{ ...weiMing, remark: 'Wei Ming is kind. \u00a0He helps.' }], 's1')).toEqual(['doubleSpaces']);
    expect(checksOf([{ ...weiMing, remark: 'Wei Ming is kind.\u00a0\u00a0He helps.' }], 's1')).toEqual(['doubleSpaces']);
    expect(checksOf([{ ...weiMing, remark: 'Wei Ming is kind.\tHe helps.' }], 's1')).toEqual([]);
    expect(checksOf([{ ...weiMing, remark: 'Wei Ming is kind. \nHe helps.' }], 's1')).toEqual([]);
  });

  it('matches names as whole words in any case and across any run of spaces, never inside another word', () => {
    expect(checksOf([{ ...weiMing, remark: 'WEI   MING is attentive. He is kind.' }], 's1')).not.toContain('ownNameMissing');
    const ann = { studentId: 's6', fullName: 'Ann Tay', gender: 'Female' as const, remark: null };
    expect(checksOf([{ ...weiMing, remark: 'Wei Ming read the annual report. He is kind.' }, ann], 's1')).toEqual([]);
    expect(checksOf([{ ...weiMing, remark: 'Wei Ming helps ann. He is kind.' }, ann], 's1')).toContain('otherPupilName');
    expect(checksOf([{ ...weiMing, remark: 'Wei Ming is kind; herself aside, he shares.' }], 's1')).toContain('pronounMismatch');
    expect(checksOf([{ ...weiMing, remark: 'Wei Ming is kind. He shares. Hers? no.' }], 's1')).toContain('pronounMismatch');
    expect(checksOf([{ ...weiMing, remark: 'Wei Ming is kind. He shares; there is no other.' }], 's1')).toEqual([]);
  });
});
