import { describe, expect, it } from 'vitest';
import { planStreamingPaste, readOutcome, readStream, rowProblem } from './streaming-values';

const STREAMS = [
  { id: 'stream-standard', name: 'Standard' },
  { id: 'stream-foundation', name: 'Foundation' },
];

describe('readOutcome and readStream', () => {
  it('read the labels case-insensitively, blank as unset', () => {
    expect(readOutcome(' conditionally  promoted ')).toBe('Conditionally Promoted');
    expect(readOutcome('RETAINED')).toBe('Retained');
    expect(readOutcome('')).toBe('');
    expect(readOutcome('Passed')).toBeUndefined();
    expect(readStream('foundation', STREAMS)).toBe('stream-foundation');
    expect(readStream('Express', STREAMS)).toBeUndefined();
  });
});

describe('rowProblem', () => {
  it('accepts unset rows and decided rows', () => {
    expect(rowProblem(['', '', ''], STREAMS)).toBeNull();
    expect(rowProblem(['Promoted', 'stream-standard', ''], STREAMS)).toBeNull();
    expect(rowProblem(['Retained', '', 'Missed most of the year'], STREAMS)).toBeNull();
  });

  it('needs a reason for Retained, with the sentence the backend uses', () => {
    expect(rowProblem(['Retained', '', '  '], STREAMS)).toBe('Give the reason for retaining the student.');
  });

  it('refuses a stream the next level does not offer', () => {
    expect(rowProblem(['Promoted', 'stream-express', ''], STREAMS)).toBe('Choose one of the streams offered for next year.');
  });
});

describe('planStreamingPaste', () => {
  it('reads a pasted column of outcomes and clears what each outcome excludes', () => {
    const plan = planStreamingPaste({ row: 0, col: 0 }, 'Promoted\nRetained\nmaybe\n', 5, STREAMS);
    expect(plan.skipped).toBe(1);
    expect(plan.edits).toEqual([
      { row: 0, col: 0, value: 'Promoted' },
      { row: 0, col: 2, value: '' },
      { row: 1, col: 0, value: 'Retained' },
      { row: 1, col: 1, value: '' },
    ]);
  });

  it('pastes outcome, stream and reason side by side and counts what falls outside', () => {
    const plan = planStreamingPaste({ row: 3, col: 0 }, 'Retained\tStandard\tLong illness\nPromoted\tFoundation\n', 4, STREAMS);
    expect(plan.edits).toEqual([
      { row: 3, col: 0, value: 'Retained' },
      { row: 3, col: 1, value: '' },
      { row: 3, col: 2, value: 'Long illness' },
    ]);
    expect(plan.skipped).toBe(2);
  });
});
