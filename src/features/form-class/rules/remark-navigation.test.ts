import { describe, expect, it } from 'vitest';
import { remarkMove } from '@/features/form-class/rules/remark-navigation';

const at = (key: string, start: number, end = start, length = 10, shiftKey = false) =>
  remarkMove({ key, shiftKey, selectionStart: start, selectionEnd: end, valueLength: length });

describe('remarkMove', () => {
  it('moves with Enter and Shift+Enter wherever the caret is', () => {
    expect(at('Enter', 4)).toBe(1);
    expect(at('Enter', 4, 4, 10, true)).toBe(-1);
  });

  it('leaves by ArrowUp only from the start and by ArrowDown only from the end', () => {
    expect(at('ArrowUp', 0)).toBe(-1);
    expect(at('ArrowUp', 3)).toBe(0);
    expect(at('ArrowDown', 10)).toBe(1);
    expect(at('ArrowDown', 3)).toBe(0);
    expect(at('ArrowUp', 0, 10)).toBe(-1);
    expect(at('ArrowDown', 0, 10)).toBe(1);
    expect(at('ArrowDown', 0, 0, 0)).toBe(1);
  });

  it('keeps Shift+arrows (selecting text) and other keys in the editor', () => {
    expect(at('ArrowUp', 0, 0, 10, true)).toBe(0);
    expect(at('ArrowLeft', 0)).toBe(0);
    expect(at('a', 0)).toBe(0);
  });
});
