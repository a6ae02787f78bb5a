import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BoardCell } from '@/domain/report-season/responses';
import { gapsOf, summarizeBoard, summaryWords } from '@/features/report-season/rules/board-summary';

const cell = (status: BoardCell['status']): BoardCell => ({ status, reasons: status === 'incomplete' ? ['remark missing'] : [] });

describe('board summary', () => {
  it('counts incomplete cells only, never the not-needed ones', () => {
    expect(gapsOf({ cells: { a: cell('complete'), b: cell('notNeeded'), c: cell('incomplete'), d: cell('incomplete') } })).toBe(2);
    expect(gapsOf({ cells: {} })).toBe(0);
  });

  it('says how many pupils are complete and how many gaps the class has', () => {
    const summary = summarizeBoard([
      { cells: { a: cell('complete') } },
      { cells: { a: cell('incomplete'), b: cell('incomplete') } },
      { cells: { a: cell('notNeeded') } },
    ]);
    expect(summary).toEqual({ pupils: 3, pupilsComplete: 2, gaps: 2 });
    expect(summaryWords(summary)).toBe('2 of 3 pupils complete, 2 gaps');
    expect(summaryWords({ pupils: 1, pupilsComplete: 0, gaps: 1 })).toBe('0 of 1 pupil complete, 1 gap');
    expect(summaryWords(summarizeBoard([]))).toBe('0 of 0 pupils complete, 0 gaps');
  });

  it('never counts more complete pupils than pupils, and a pupil is complete exactly when it has no gap', () => {
    const status = fc.constantFrom<BoardCell['status']>('complete', 'incomplete', 'notNeeded');
    const pupil = fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), status).map((cells) => ({
      cells: Object.fromEntries(Object.entries(cells).map(([key, value]) => [key, cell(value)])),
    }));
    fc.assert(
      fc.property(fc.array(pupil, { maxLength: 20 }), (pupils) => {
        const summary = summarizeBoard(pupils);
        expect(summary.pupilsComplete).toBeLessThanOrEqual(summary.pupils);
        expect(summary.pupilsComplete).toBe(pupils.filter((one) => gapsOf(one) === 0).length);
        expect(summary.gaps).toBe(pupils.reduce((sum, one) => sum + gapsOf(one), 0));
      }),
    );
  });
});
