import { describe, expect, it } from 'vitest';
import { filterByTitle } from './sidebar-filter';

const items = [{ title: 'Fractions warm-up' }, { title: 'Exit ticket' }, { title: 'FRACTIONS on a number line' }];

describe('filterByTitle', () => {
  it('keeps every item with its position when the query is blank', () => {
    expect(filterByTitle(items, '   ').map((row) => row.position)).toEqual([0, 1, 2]);
  });

  it('matches titles case-insensitively and keeps full-list positions', () => {
    expect(filterByTitle(items, ' fractions ')).toEqual([
      { item: items[0], position: 0 },
      { item: items[2], position: 2 },
    ]);
  });

  it('gives nothing when no title matches', () => {
    expect(filterByTitle(items, 'quiz')).toEqual([]);
  });
});
