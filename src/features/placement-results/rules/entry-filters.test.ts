import { describe, expect, it } from 'vitest';
import { filtersComplete, readEntryQuery, resolveTestDate } from '@/features/placement-results/rules/entry-filters';

const scope = { branchId: 'br-1', academicYearId: 'ay-2026' };

describe('entry query', () => {
  it('defaults to test mode, page 0 of 25 (entry pages more than the list’s 5, issue 21 §16), and the principal branch and year', () => {
    expect(readEntryQuery(new URLSearchParams(''), scope)).toEqual({
      resultType: 'test',
      page: 0,
      pageSize: 25,
      filters: { academicYearId: 'ay-2026', branchId: 'br-1', programmeId: '', masterLevelId: '', date: '' },
    });
  });

  it('reads every parameter and ignores malformed ones', () => {
    const query = readEntryQuery(new URLSearchParams('resultType=final&page=2&pageSize=25&branchId=br-2&programmeId=p&masterLevelId=l&date=2026-11-21'), scope);
    expect(query).toMatchObject({ resultType: 'final', page: 2, pageSize: 25, filters: { branchId: 'br-2', programmeId: 'p', masterLevelId: 'l', date: '2026-11-21' } });
    const bad = readEntryQuery(new URLSearchParams('resultType=exam&page=-1&pageSize=0&date=tomorrow'), scope);
    expect(bad).toMatchObject({ resultType: 'test', page: 0, pageSize: 25, filters: { date: '' } });
    expect(readEntryQuery(new URLSearchParams('date=any'), scope).filters.date).toBe('any');
  });

  it('keeps the page size to the sizes the pager offers, like every other table', () => {
    // A hand-edited URL must not ask the server for every row at once.
    expect(readEntryQuery(new URLSearchParams('pageSize=999999'), scope).pageSize).toBe(25);
    expect(readEntryQuery(new URLSearchParams('pageSize=7'), scope).pageSize).toBe(25);
    expect(readEntryQuery(new URLSearchParams('pageSize=200'), scope).pageSize).toBe(200);
  });

  it('shows the chosen test day, else the most recent one, else every day', () => {
    const days = [{ date: '2026-11-28' }, { date: '2026-11-21' }];
    expect(resolveTestDate('', days)).toBe('2026-11-28');
    expect(resolveTestDate('2026-11-21', days)).toBe('2026-11-21');
    expect(resolveTestDate('any', days)).toBe('any');
    expect(resolveTestDate('', [])).toBe('any');
  });

  it('is complete once year, branch, programme and level are chosen', () => {
    const filters = readEntryQuery(new URLSearchParams('programmeId=p'), scope).filters;
    expect(filtersComplete(filters)).toBe(false);
    expect(filtersComplete({ ...filters, masterLevelId: 'l' })).toBe(true);
    expect(filtersComplete({ ...filters, masterLevelId: 'l', branchId: '' })).toBe(false);
  });
});
