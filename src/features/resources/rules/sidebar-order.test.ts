import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveItem } from './sidebar-order';

const ids = ['a', 'b', 'c', 'd'];

describe('moveItem', () => {
  it('moves down and up by one', () => {
    expect(moveItem(ids, 'b', 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(ids, 'c', 1)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('moves to either end', () => {
    expect(moveItem(ids, 'c', 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(ids, 'a', 3)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('clamps positions outside the list and ignores unknown ids', () => {
    expect(moveItem(ids, 'b', -4)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(ids, 'b', 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(ids, 'b', Number.NaN)).toEqual(ids);
    expect(moveItem(ids, 'z', 0)).toEqual(ids);
  });

  it('does not change its input', () => {
    const input = [...ids];
    moveItem(input, 'a', 3);
    expect(input).toEqual(ids);
  });

  it('puts the item where asked and keeps the others in order (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.nat(),
        (list, pick, to) => {
          const id = list[pick % list.length];
          const target = to % list.length;
          const moved = moveItem(list, id, target);
          expect(moved[target]).toBe(id);
          expect(moved.filter((other) => other !== id)).toEqual(list.filter((other) => other !== id));
        },
      ),
    );
  });
});
