import { describe, expect, it } from 'vitest';
import { currentTermOn } from './current-term';

const year = { term2StartDate: '2026-10-05', term3StartDate: '2027-01-04', term4StartDate: '2027-04-05' };

describe('currentTermOn', () => {
  it('is the last term started, counting its first day and the holidays after it', () => {
    expect(currentTermOn(year, '2026-07-13')).toBe(1);
    expect(currentTermOn(year, '2026-10-04')).toBe(1);
    expect(currentTermOn(year, '2026-10-05')).toBe(2);
    expect(currentTermOn(year, '2026-12-25')).toBe(2);
    expect(currentTermOn(year, '2027-02-01')).toBe(3);
    expect(currentTermOn(year, '2027-08-01')).toBe(4);
  });

  it('reads only the date part of a timestamp', () => {
    expect(currentTermOn(year, '2026-11-22T03:00:00Z')).toBe(2);
    expect(currentTermOn(year, '2027-01-04T09:00:00+08:00')).toBe(3);
  });

  it('reads only the date part of a start given as a timestamp', () => {
    const stamped = { ...year, term2StartDate: '2026-10-05T00:00:00.000Z' };
    expect(currentTermOn(stamped, '2026-10-05')).toBe(2);
  });

  it('is term 1 before the year starts', () => {
    expect(currentTermOn(year, '2026-01-01')).toBe(1);
  });
});
