import type { BoardPupil } from '@/domain/report-season/responses';

/** How many incomplete cells a pupil has; a remark slip is not a gap (the board shows it, it blocks nothing). */
export function gapsOf(pupil: Pick<BoardPupil, 'cells'>): number {
  return Object.values(pupil.cells).filter((cell) => cell.status === 'incomplete').length;
}

export interface BoardSummary {
  pupils: number;
  pupilsComplete: number;
  gaps: number;
}

/** The header's counts: pupils with no gap, and every gap over the class. */
export function summarizeBoard(pupils: readonly Pick<BoardPupil, 'cells'>[]): BoardSummary {
  let pupilsComplete = 0;
  let gaps = 0;
  for (const pupil of pupils) {
    const own = gapsOf(pupil);
    gaps += own;
    if (own === 0) pupilsComplete += 1;
  }
  return { pupils: pupils.length, pupilsComplete, gaps };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "31 of 40 pupils complete, 14 gaps". */
export function summaryWords({ pupils, pupilsComplete, gaps }: BoardSummary): string {
  return `${pupilsComplete} of ${plural(pupils, 'pupil', 'pupils')} complete, ${plural(gaps, 'gap', 'gaps')}`;
}
