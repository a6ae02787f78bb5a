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
      '2 pasted values did not fit in the grid and were left out.',
      '1 pasted value is not valid and is highlighted; fix it before saving.',
    ]);
  });

  it("uses a screen's own words where given", () => {
    pasteReporter({ invalid: (count) => `${count} pasted marks are wrong.` })(plan(1, [false, false]));
    expect(getToasts().map((toast) => toast.message)).toEqual([
      '1 pasted value did not fit in the grid and was left out.',
      '2 pasted marks are wrong.',
    ]);
  });
});
