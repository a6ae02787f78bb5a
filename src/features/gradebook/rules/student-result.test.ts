import { describe, expect, it } from 'vitest';
import { studentResult } from './student-result';

const boundaries = { gradeAMin: 80, gradeBMin: 65, gradeCMin: 50, gradeDMin: 35 };
const max = [50, 50] as const;

describe('studentResult', () => {
  it('sums the two marks in terms 1 and 3 and grades the sum', () => {
    expect(studentResult(1, ['40', '42.5'], max, null, boundaries)).toEqual({
      status: 'ok',
      score: 82.5,
      finalScore: 82.5,
      grade: 'A',
    });
    expect(studentResult(3, ['30', '20'], max, 90, boundaries)).toEqual({
      status: 'ok',
      score: 50,
      finalScore: 50,
      grade: 'C',
    });
  });

  it('averages with the previous term in terms 2 and 4', () => {
    expect(studentResult(2, ['30', '30'], max, 80, boundaries)).toEqual({
      status: 'ok',
      score: 60,
      finalScore: 70,
      grade: 'B',
    });
    expect(studentResult(4, ['30', '30'], max, null, boundaries)).toMatchObject({ finalScore: 60, grade: 'C' });
  });

  it('has no score or grade without marks, and a blank grade below D', () => {
    expect(studentResult(1, ['', ''], max, null, boundaries)).toEqual({
      status: 'ok',
      score: null,
      finalScore: null,
      grade: '',
    });
    expect(studentResult(1, ['10', ''], max, null, boundaries)).toMatchObject({ score: 10, grade: '' });
  });

  it('has no grade while the term has no boundaries', () => {
    expect(studentResult(1, ['40', '45'], max, null, null)).toEqual({
      status: 'ok',
      score: 85,
      finalScore: 85,
      grade: '',
    });
  });

  it('gives no result while a mark is invalid', () => {
    expect(studentResult(1, ['51', '10'], max, null, boundaries)).toEqual({ status: 'invalid' });
    expect(studentResult(1, ['10', 'x'], max, null, boundaries)).toEqual({ status: 'invalid' });
  });
});
