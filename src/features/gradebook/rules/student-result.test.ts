import { describe, expect, it } from 'vitest';
import { studentResult } from './student-result';

const boundaries = { gradeAMin: 80, gradeBMin: 65, gradeCMin: 50, gradeDMin: 35 };
const assessments = [
  { name: 'Continuous Assessment', maxScore: 50 },
  { name: 'Mid-Year Exam', maxScore: 50 },
];
const previous = (finalScore: number | null, finalScoreIncomplete = false) => ({ finalScore, finalScoreIncomplete });
const complete = { scoreReasons: [], finalScoreReasons: [] };

describe('studentResult', () => {
  it('sums the two marks in terms 1 and 3 and grades the sum', () => {
    expect(studentResult(1, ['40', '42.5'], assessments, null, boundaries)).toEqual({
      status: 'ok',
      score: 82.5,
      finalScore: 82.5,
      grade: 'A',
      ...complete,
    });
    expect(studentResult(3, ['30', '20'], assessments, null, boundaries)).toEqual({
      status: 'ok',
      score: 50,
      finalScore: 50,
      grade: 'C',
      ...complete,
    });
  });

  it('averages with the previous term in terms 2 and 4', () => {
    expect(studentResult(2, ['30', '30'], assessments, previous(80), boundaries)).toEqual({
      status: 'ok',
      score: 60,
      finalScore: 70,
      grade: 'B',
      ...complete,
    });
    expect(studentResult(4, ['30', '30'], assessments, previous(null), boundaries)).toMatchObject({
      finalScore: 60,
      grade: 'C',
      scoreReasons: [],
      finalScoreReasons: ['No term 3 final score'],
    });
  });

  it('has no score or grade without marks, and a blank grade below D', () => {
    expect(studentResult(1, ['', ''], assessments, null, boundaries)).toEqual({
      status: 'ok',
      score: null,
      finalScore: null,
      grade: '',
      ...complete,
    });
    expect(studentResult(1, ['10', ''], assessments, null, boundaries)).toMatchObject({ score: 10, grade: '' });
  });

  it('says which blank mark made a result incomplete (issue 8: a blank CA read as a B without a word)', () => {
    expect(studentResult(2, ['', '45'], assessments, previous(90), boundaries)).toEqual({
      status: 'ok',
      score: 45,
      finalScore: 67.5,
      grade: 'B',
      scoreReasons: ['No mark for Continuous Assessment'],
      finalScoreReasons: ['No mark for Continuous Assessment'],
    });
  });

  it("carries an incomplete previous term into the final score only", () => {
    expect(studentResult(2, ['40', '45'], assessments, previous(75, true), boundaries)).toMatchObject({
      score: 85,
      finalScore: 80,
      scoreReasons: [],
      finalScoreReasons: ['Term 1 final score incomplete'],
    });
  });

  it('has no grade while the term has no boundaries', () => {
    expect(studentResult(1, ['40', '45'], assessments, null, null)).toEqual({
      status: 'ok',
      score: 85,
      finalScore: 85,
      grade: '',
      ...complete,
    });
  });

  it('gives no result while a mark is invalid', () => {
    expect(studentResult(1, ['51', '10'], assessments, null, boundaries)).toEqual({ status: 'invalid' });
    expect(studentResult(1, ['10', 'x'], assessments, null, boundaries)).toEqual({ status: 'invalid' });
  });
});
