import { describe, expect, it } from 'vitest';
import { currentTerm } from './current-term';

const dates = {
  term1StartDate: '2026-07-13',
  term2StartDate: '2026-10-05',
  term3StartDate: '2027-01-04',
  term4StartDate: '2027-04-05',
};

describe('currentTerm', () => {
  it('is the last term that has started, its first day included', () => {
    expect(currentTerm(dates, '2026-07-13')).toBe(1);
    expect(currentTerm(dates, '2026-10-04')).toBe(1);
    expect(currentTerm(dates, '2026-10-05')).toBe(2);
    expect(currentTerm(dates, '2026-11-22T03:00:00Z')).toBe(2);
    expect(currentTerm(dates, '2027-02-01')).toBe(3);
    expect(currentTerm(dates, '2027-08-01')).toBe(4);
  });

  it('is term 1 before the year starts', () => {
    expect(currentTerm(dates, '2026-01-01')).toBe(1);
  });
});
