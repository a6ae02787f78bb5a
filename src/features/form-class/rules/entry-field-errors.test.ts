import { describe, expect, it } from 'vitest';
import { fieldErrorsByStudent } from '@/features/form-class/rules/entry-field-errors';

describe('fieldErrorsByStudent', () => {
  it('names the student of each refused entry, and keeps the rest under the empty key', () => {
    const errors = fieldErrorsByStudent(
      { 'entries.1.text': 'Too long.', 'entries.1.version': 'Bad version.', term: 'Term must be 1, 2, 3 or 4.', 'entries.7': 'x' },
      ['s-1', 's-2'],
    );
    expect(errors.get('s-2')).toEqual(['Too long.', 'Bad version.']);
    expect(errors.get('')).toEqual(['Term must be 1, 2, 3 or 4.', 'x']);
    expect(errors.has('s-1')).toBe(false);
  });
});
