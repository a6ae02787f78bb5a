import { describe, expect, it } from 'vitest';
import { hasVisibleText, INVISIBLE_TEXT_MESSAGE, normalizeVisibleText, visibleText } from './visible-text';

const name = visibleText({ error: 'Name is required.' }).min(1, 'Name is required.').max(5, 'Too long.');
const note = visibleText().max(5, 'Too long.').optional();
const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('visibleText', () => {
  it.each([
    ['three zero-width spaces', '\u200B\u200B\u200B'],
    ['a byte-order mark', '\uFEFF'],
    ['non-breaking spaces', '\u00A0\u00A0'],
    ['spaces and a tab', '  \t '],
    ['direction marks and a word joiner', '\u200E\u200F\u2060'],
    ['a right-to-left override alone', '\u202E'],
    ['an ideographic space and a zero-width joiner', '\u3000\u200D'],
  ])('refuses %s: a required field with its own sentence, an optional one with the invisible-text one', (_, text) => {
    expect(messages(name.safeParse(text))?.[0]).toBe('Name is required.');
    expect(messages(note.safeParse(text))?.[0]).toBe(INVISIBLE_TEXT_MESSAGE);
  });

  it('keeps the required and optional meanings of an empty string', () => {
    expect(messages(name.safeParse(''))).toEqual(['Name is required.']);
    expect(note.parse('')).toBe('');
    expect(note.parse(undefined)).toBeUndefined();
  });

  it('removes bidi overrides, embeddings and isolates and trims invisible edges before counting the length', () => {
    expect(name.parse('\u202Eabc\u202C')).toBe('abc');
    expect(name.parse('\u2067ab\u2069')).toBe('ab');
    expect(name.parse('\u200B\u00A0 Tan \uFEFF')).toBe('Tan');
    expect(messages(name.safeParse('\u202A\u202B\u202D abcdef'))).toEqual(['Too long.']);
  });

  it('keeps what belongs to the visible characters: inner spaces, joiners inside an emoji, a variation selector', () => {
    expect(normalizeVisibleText('Ali  bin Abu')).toBe('Ali  bin Abu');
    expect(normalizeVisibleText('👩\u200D👧')).toBe('👩\u200D👧');
    expect(normalizeVisibleText('\u2764\uFE0F')).toBe('\u2764\uFE0F');
    expect(hasVisibleText('\uFE0F')).toBe(false);
  });
});
