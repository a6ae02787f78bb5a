import { describe, expect, it } from 'vitest';
import {
  appendRemark,
  expandMergeFields,
  unknownMergeFields,
} from '@/features/form-class/rules/remark-merge-fields';

const template = '{firstName} is attentive. {He} hands in {his} work on time and {name} helps others; I thank {him}.';

describe('expandMergeFields', () => {
  it('writes a boy’s pronouns and names', () => {
    expect(expandMergeFields(template, { fullName: 'Tan Wei Ming 陈伟明', gender: 'Male' })).toBe(
      'Wei Ming is attentive. He hands in his work on time and Tan Wei Ming helps others; I thank him.',
    );
  });

  it('writes a girl’s pronouns: {she} and {he} are one field, as are {her} and {his}', () => {
    const student = { fullName: 'Nur Aisyah binte Rahman', gender: 'Female' } as const;
    expect(expandMergeFields(template, student)).toBe(
      'Nur Aisyah is attentive. She hands in her work on time and Nur Aisyah binte Rahman helps others; I thank her.',
    );
    expect(expandMergeFields('{she} and {her} book; {She}, {Her}', student)).toBe('she and her book; She, Her');
    expect(expandMergeFields('{she} and {her}', { fullName: 'Arjun Kumar', gender: 'Male' })).toBe('he and his');
  });

  it('names a student of gender Other instead of a pronoun, so the verbs still agree', () => {
    expect(expandMergeFields(template, { fullName: 'Sam Walker', gender: 'Other' })).toBe(
      "Sam is attentive. Sam hands in Sam's work on time and Sam Walker helps others; I thank Sam.",
    );
  });

  it('leaves unknown fields and plain braces as typed', () => {
    const student = { fullName: 'Putri Santoso', gender: 'Female' } as const;
    expect(expandMergeFields('{nmae} {} {first name} {name}', student)).toBe('{nmae} {} {first name} Putri Santoso');
    expect(unknownMergeFields('{nmae} is {he} {Name}')).toEqual(['{nmae}', '{Name}']);
    expect(unknownMergeFields('{He} and {firstName}')).toEqual([]);
  });
});

describe('appendRemark', () => {
  it('adds after what is written, with one space, or fills an empty remark', () => {
    expect(appendRemark('', 'Good.')).toBe('Good.');
    expect(appendRemark('  ', 'Good.')).toBe('Good.');
    expect(appendRemark('Kind. ', 'Good.')).toBe('Kind. Good.');
  });
});
