import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveItem, ordersOf } from './order';

describe('moveItem', () => {
  it('moves down, up, to the ends, and keeps the rest in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 'd', 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c', 'd'], 'b', 3)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'b', 'c']);
  });

  it('clamps positions outside the list and ignores unknown ids or NaN', () => {
    expect(moveItem(['a', 'b', 'c'], 'a', 99)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 'c', -5)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 'z', 0)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 'b', Number.NaN)).toEqual(['a', 'b']);
    expect(moveItem([], 'a', 0)).toEqual([]);
  });

  it('always yields a permutation with the item at its clamped target', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 30 }), fc.nat(), fc.integer({ min: -5, max: 40 }), (ids, pick, to) => {
        const id = ids[pick % ids.length] ?? '';
        const moved = moveItem(ids, id, to);
        expect([...moved].sort()).toEqual([...ids].sort());
        expect(moved.indexOf(id)).toBe(Math.max(0, Math.min(ids.length - 1, to)));
      }),
    );
  });

  it('numbers orders from 0', () => {
    expect([...ordersOf(['x', 'y'])]).toEqual([['x', 0], ['y', 1]]);
  });
});
