import { describe, expect, it } from 'vitest';
import { insertComment, textToKeep } from './insert-text';

describe('insertComment', () => {
  it('appends on a new line when the feedback was never focused', () => {
    expect(insertComment('Good work.', 'Check units.', null)).toEqual({ value: 'Good work.\nCheck units.', caret: 23 });
    expect(insertComment('', 'Check units.', null)).toEqual({ value: 'Check units.', caret: 12 });
    expect(insertComment('  ', 'Check units.', null).value).toBe('Check units.');
  });

  it('puts the comment at the caret with a space where it would touch a word', () => {
    expect(insertComment('Good work.Try again.', 'Well done.', { start: 10, end: 10 })).toEqual({
      value: 'Good work. Well done. Try again.',
      caret: 21,
    });
    expect(insertComment('Good work. ', 'Well done.', { start: 11, end: 11 }).value).toBe('Good work. Well done.');
  });

  it('replaces a selection', () => {
    expect(insertComment('Good work. Bad bit. End.', 'Check units.', { start: 11, end: 19 }).value).toBe(
      'Good work. Check units. End.',
    );
  });

  it('appends when the remembered caret is past the end (the text was shortened since)', () => {
    expect(insertComment('Hi', 'There.', { start: 10, end: 10 }).value).toBe('Hi\nThere.');
  });
});

describe('textToKeep', () => {
  it('keeps the selection when there is one, else the whole feedback, trimmed', () => {
    expect(textToKeep('Good work. Check units. ', { start: 11, end: 24 })).toBe('Check units.');
    expect(textToKeep(' Good work. ', { start: 3, end: 3 })).toBe('Good work.');
    expect(textToKeep('Good work.', null)).toBe('Good work.');
  });
});
