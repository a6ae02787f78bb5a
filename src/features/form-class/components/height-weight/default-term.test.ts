import { describe, expect, it } from 'vitest';
import { defaultTerm } from './default-term';

const YEAR = {
  id: 'ay-2026',
  year: '2026/2027',
  term1StartDate: '2026-07-13',
  term1EndDate: '2026-09-18',
  term2StartDate: '2026-09-28',
  term2EndDate: '2026-12-04',
  term3StartDate: '2027-01-04',
  term3EndDate: '2027-03-12',
  term4StartDate: '2027-03-22',
  term4EndDate: '2027-05-28',
};

describe('defaultTerm', () => {
  it('is the last term started in the current year, holidays included', () => {
    expect(defaultTerm(YEAR, 'ay-2026', '2026-11-21')).toBe(2);
    expect(defaultTerm(YEAR, 'ay-2026', '2026-12-20')).toBe(2);
    expect(defaultTerm(YEAR, 'ay-2026', '2027-01-04T08:00:00Z')).toBe(3);
    expect(defaultTerm(YEAR, 'ay-2026', '2027-06-01')).toBe(4);
  });

  it('is term 1 before the year starts', () => {
    expect(defaultTerm(YEAR, 'ay-2026', '2026-06-01')).toBe(1);
  });

  it('is term 4 in an earlier year', () => {
    expect(defaultTerm(YEAR, 'ay-2025', '2026-11-21')).toBe(4);
  });
});
