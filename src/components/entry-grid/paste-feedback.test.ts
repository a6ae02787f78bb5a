import { beforeEach, describe, expect, it } from 'vitest';
import { clearToasts, getToasts } from '@/lib/toast-store';
import { pasteReporter, reportPaste } from './paste-feedback';

const plan = (clipped: number, valid: boolean[]) => ({
  clipped,
  edits: valid.map((ok, row) => ({ row, col: 0, value: 'x', valid: ok })),
});

describe('pasteReporter', () => {
  beforeEach(() => clearToasts());

  it('says nothing after a clean paste', () => {
    reportPaste(plan(0, [true, true]));
    expect(getToasts()).toEqual([]);
  });

  it('warns of values left out and values to fix, in the generic words by default', () => {
    reportPaste(plan(2, [true, false]));
    expect(getToasts().map((toast) => toast.message)).toEqual([
      '2 pasted value(s) did not fit in the grid and were left out.',
      '1 pasted value(s) are not valid and are highlighted; fix them before saving.',
    ]);
  });

  it("uses a screen's own words where given", () => {
    pasteReporter({ invalid: (count) => `${count} pasted mark(s) are wrong.` })(plan(1, [false, false]));
    expect(getToasts().map((toast) => toast.message)).toEqual([
      '1 pasted value(s) did not fit in the grid and were left out.',
      '2 pasted mark(s) are wrong.',
    ]);
  });
});
