import { describe, expect, it } from 'vitest';
import { compareMaterials } from './compare-materials';

const m = (id: string, title = id, content: object = { text: id }) => ({ id, title, materialType: 'FREE_TEXT', content });

describe('compareMaterials', () => {
  it('marks added, removed, changed and unchanged materials in the current order', () => {
    const published = [m('a'), m('b'), m('c')];
    const current = [m('a'), m('c', 'C renamed', { text: 'c2' }), m('d')];
    const rows = compareMaterials(published, current);
    expect(rows.map((row) => [row.kind, (row.current ?? row.published)?.id])).toEqual([
      ['unchanged', 'a'],
      ['removed', 'b'],
      ['changed', 'c'],
      ['added', 'd'],
    ]);
    expect(rows[2]?.changedFields).toEqual(['title', 'content.text']);
  });

  it('notices a move and a removed first material', () => {
    const rows = compareMaterials([m('x'), m('a'), m('b')], [m('b'), m('a')]);
    expect(rows.map((row) => [row.kind, (row.current ?? row.published)?.id, row.changedFields])).toEqual([
      ['removed', 'x', []],
      ['changed', 'b', ['position']],
      ['changed', 'a', ['position']],
    ]);
  });

  it('finds nothing to mark between equal versions', () => {
    expect(compareMaterials([m('a')], [m('a')]).map((row) => row.kind)).toEqual(['unchanged']);
    expect(compareMaterials([], [])).toEqual([]);
  });
});
