import { describe, expect, it } from 'vitest';
import type { QuestionAnswer } from '@/features/assignments/api/question-marks';
import { changedRows, errorsByStudent, initialMark, markProblem, withoutEdits } from './question-edits';

const row = (id: string, mark: number | null, autoMark: number | null = null): QuestionAnswer => ({
  id,
  student: { id: `s-${id}`, fullName: id },
  state: 'Submitted',
  version: 1,
  answer: null,
  mark,
  automatic: false,
  autoMark,
});

describe('question-by-question marks', () => {
  it('starts from the stored mark, else the automatic one, else empty', () => {
    expect(initialMark(row('a', 2, 1))).toBe('2');
    expect(initialMark(row('a', null, 1))).toBe('1');
    expect(initialMark(row('a', null))).toBe('');
  });

  it('counts as changed only what differs from the stored mark', () => {
    const rows = [row('a', 2), row('b', null), row('c', 1)];
    const edits = { a: { mark: '2.0', version: 1 }, b: { mark: '3', version: 1 }, c: { mark: ' ', version: 1 } };
    expect(changedRows(rows, edits).map((changed) => changed.id)).toEqual(['b', 'c']);
    expect(withoutEdits(edits, ['a', 'b'])).toEqual({ c: { mark: ' ', version: 1 } });
  });

  it('refuses what the grading page refuses', () => {
    expect(markProblem('', 3)).toBe('Enter a mark.');
    expect(markProblem('4', 3)).toBe("A mark cannot be above the question's maximum of 3.");
    expect(markProblem('-1', 3)).toBe('A mark cannot be below 0.');
    expect(markProblem('2,5', 3)).toBeNull();
  });

  it("names the students of a 422 or 409 by the entries sent", () => {
    const errors = { 'marks.1.mark': 'Too high.', 'marks.0.version': 'Stale.' };
    expect(errorsByStudent(errors, ['a', 'b'], 'mark')).toEqual({ b: 'Too high.' });
    expect(errorsByStudent(errors, ['a', 'b'], 'version')).toEqual({ a: 'Stale.' });
  });
});
