import { describe, expect, it } from 'vitest';
import { isGridKey, nextCell, type NavigationKey } from './grid-navigation';

const key = (overrides: Partial<NavigationKey>): NavigationKey => ({
  key: 'Enter',
  shiftKey: false,
  selectionStart: 0,
  selectionEnd: 0,
  valueLength: 0,
  ...overrides,
});

describe('nextCell', () => {
  it('moves down a column on Enter and up on Shift+Enter, staying inside the grid', () => {
    expect(nextCell({ row: 1, col: 1 }, key({}), 3, 2)).toEqual({
      row: 2,
      col: 1,
    });
    expect(nextCell({ row: 1, col: 1 }, key({ shiftKey: true }), 3, 2)).toEqual({ row: 0, col: 1 });
    expect(nextCell({ row: 2, col: 0 }, key({}), 3, 2)).toBeNull();
    expect(nextCell({ row: 0, col: 0 }, key({ shiftKey: true }), 3, 2)).toBeNull();
  });

  it('moves up and down on the arrows wherever the caret is', () => {
    const mid = { selectionStart: 1, selectionEnd: 1, valueLength: 2 };
    expect(nextCell({ row: 1, col: 0 }, key({ key: 'ArrowDown', ...mid }), 3, 2)).toEqual({ row: 2, col: 0 });
    expect(nextCell({ row: 1, col: 0 }, key({ key: 'ArrowUp', ...mid }), 3, 2)).toEqual({ row: 0, col: 0 });
  });

  it('moves sideways only when the caret is at that edge or the text is all selected', () => {
    const from = { row: 0, col: 1 };
    expect(
      nextCell(
        from,
        key({
          key: 'ArrowLeft',
          selectionStart: 1,
          selectionEnd: 1,
          valueLength: 2,
        }),
        2,
        3,
      ),
    ).toBeNull();
    expect(
      nextCell(
        from,
        key({
          key: 'ArrowLeft',
          selectionStart: 0,
          selectionEnd: 0,
          valueLength: 2,
        }),
        2,
        3,
      ),
    ).toEqual({ row: 0, col: 0 });
    expect(
      nextCell(
        from,
        key({
          key: 'ArrowLeft',
          selectionStart: 0,
          selectionEnd: 2,
          valueLength: 2,
        }),
        2,
        3,
      ),
    ).toEqual({ row: 0, col: 0 });
    expect(
      nextCell(
        from,
        key({
          key: 'ArrowRight',
          selectionStart: 1,
          selectionEnd: 1,
          valueLength: 2,
        }),
        2,
        3,
      ),
    ).toBeNull();
    expect(
      nextCell(
        from,
        key({
          key: 'ArrowRight',
          selectionStart: 2,
          selectionEnd: 2,
          valueLength: 2,
        }),
        2,
        3,
      ),
    ).toEqual({ row: 0, col: 2 });
    expect(
      nextCell(
        from,
        key({
          key: 'ArrowRight',
          selectionStart: 0,
          selectionEnd: 2,
          valueLength: 2,
        }),
        2,
        3,
      ),
    ).toEqual({ row: 0, col: 2 });
    expect(nextCell({ row: 0, col: 2 }, key({ key: 'ArrowRight' }), 2, 3)).toBeNull();
  });

  it('treats an input without a caret (type=number) as being at both edges', () => {
    const noCaret = {
      selectionStart: null,
      selectionEnd: null,
      valueLength: 2,
    };
    expect(nextCell({ row: 0, col: 1 }, key({ key: 'ArrowLeft', ...noCaret }), 1, 3)).toEqual({ row: 0, col: 0 });
    expect(nextCell({ row: 0, col: 1 }, key({ key: 'ArrowRight', ...noCaret }), 1, 3)).toEqual({ row: 0, col: 2 });
  });

  it('ignores other keys', () => {
    expect(nextCell({ row: 0, col: 0 }, key({ key: 'a' }), 3, 3)).toBeNull();
    expect(nextCell({ row: 0, col: 0 }, key({ key: 'Tab' }), 3, 3)).toBeNull();
    expect(isGridKey('Enter')).toBe(true);
    expect(isGridKey('ArrowUp')).toBe(true);
    expect(isGridKey('ArrowLeft')).toBe(false);
    expect(isGridKey('Tab')).toBe(false);
  });
});
