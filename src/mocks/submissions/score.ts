import { totalMarks } from '../../domain/lesson-content/marking';
import type { QuestionMarkRow } from './schema';

/** The total of stored marks, added in tenths like every total of the portal (kept with each grading in the history). */
export function scoreOf(marks: readonly Pick<QuestionMarkRow, 'mark'>[]): number {
  return totalMarks(marks.map(({ mark }) => ({ mark, maxMark: 0 }))).mark;
}
