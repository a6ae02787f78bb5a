import { describe, expect, it } from 'vitest';
import { countOf } from '@/lib/plural';

const STUDENTS = { one: 'student', other: 'students' };

describe('countOf', () => {
  it('agrees the phrase with the count, as English does', () => {
    expect(countOf(1, STUDENTS)).toBe('1 student');
    expect(countOf(0, STUDENTS)).toBe('0 students');
    expect(countOf(2, STUDENTS)).toBe('2 students');
    expect(countOf(1, { one: 'student without a score is', other: 'students without a score are' })).toBe('1 student without a score is');
  });

  it('groups a large count', () => {
    expect(countOf(1200, STUDENTS)).toBe('1,200 students');
  });
});
