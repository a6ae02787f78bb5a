import { describe, expect, it } from 'vitest';
import { SeasonSchema } from '@/domain/report-season/responses';
import { lockOf } from '@/entities/report-season/term-lock';
import { classSeasons } from '../../../tests/report-season/season-fixtures';

const LOCK = "Primary 5 Courage's term 2 reports were signed off by Mdm Principal on 20 Nov 2026.";
const seasons = (signedOff: number[]) => classSeasons('cy-1', signedOff, LOCK).map((season) => SeasonSchema.parse(season));

describe('lockOf', () => {
  it("is the signed-off term's message, and only that term's", () => {
    expect(lockOf(seasons([2]), 2)).toBe(LOCK);
    expect(lockOf(seasons([2]), 1)).toBeNull();
    expect(lockOf(seasons([2]), 3)).toBeNull();
  });

  it('is null while the seasons are not known, or none is signed off', () => {
    expect(lockOf(undefined, 2)).toBeNull();
    expect(lockOf([], 4)).toBeNull();
    expect(lockOf(seasons([]), 4)).toBeNull();
  });

  it('follows the season, not its state word: a reopened term (no message) is open', () => {
    const reopened = seasons([4]).map((season) => ({ ...season, lockedMessage: null }));
    expect(lockOf(reopened, 4)).toBeNull();
  });
});
