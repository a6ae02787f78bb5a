import { describe, expect, it } from 'vitest';
import { markErrors } from '@/features/resources/components/materials/error-editing-marks';

describe('markErrors', () => {
  it('marks each error where it appears, in passage order', () => {
    expect(markErrors('She go to school by bus yesterday.', ['yesterday', 'go'])).toEqual([
      { kind: 'text', text: 'She ' },
      { kind: 'error', text: 'go', errorIndex: 1 },
      { kind: 'text', text: ' to school by bus ' },
      { kind: 'error', text: 'yesterday', errorIndex: 0 },
      { kind: 'text', text: '.' },
    ]);
  });

  it('prefers a whole-word occurrence, and falls back to any', () => {
    expect(markErrors('Mary has a apple.', ['a'])).toEqual([
      { kind: 'text', text: 'Mary has ' },
      { kind: 'error', text: 'a', errorIndex: 0 },
      { kind: 'text', text: ' apple.' },
    ]);
    expect(markErrors('unhappyly', ['ly'])[1]).toEqual({ kind: 'error', text: 'ly', errorIndex: 0 });
  });

  it('gives an error listed twice the next free occurrence', () => {
    const parts = markErrors('teh cat and teh dog', ['teh', 'teh']);
    expect(parts.filter((part) => part.kind === 'error')).toEqual([
      { kind: 'error', text: 'teh', errorIndex: 0 },
      { kind: 'error', text: 'teh', errorIndex: 1 },
    ]);
  });

  it('leaves out empty and absent errors, and overlapping ones', () => {
    expect(markErrors('All good here.', ['', 'missing'])).toEqual([{ kind: 'text', text: 'All good here.' }]);
    expect(markErrors('abc', ['abc', 'b'])).toEqual([{ kind: 'error', text: 'abc', errorIndex: 0 }]);
    expect(markErrors('', ['x'])).toEqual([]);
  });
});
