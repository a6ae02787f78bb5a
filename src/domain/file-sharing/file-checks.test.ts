import { describe, expect, it } from 'vitest';
import { FILE_EMPTY_MESSAGE } from '../files/accepted-type';
import {
  SHARED_FILE_REFUSED_TYPE_MESSAGE,
  SHARED_FILE_TOO_LARGE_MESSAGE,
  sharedFileRefusal,
  sharedFileTypeOf,
} from './file-checks';
import { SHARED_FILE_MAX_BYTES } from './limits';

describe('sharedFileTypeOf', () => {
  it('takes an accepted declared type, ignoring parameters and case', () => {
    expect(sharedFileTypeOf('a.pdf', 'application/pdf')).toBe('application/pdf');
    expect(sharedFileTypeOf('a.txt', 'Text/Plain; charset=utf-8')).toBe('text/plain');
  });

  it('types an unnamed or generic upload by its extension', () => {
    expect(sharedFileTypeOf('budget.XLSX', '')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(sharedFileTypeOf('scan.jpeg', 'application/octet-stream')).toBe('image/jpeg');
    expect(sharedFileTypeOf('noextension', '')).toBeNull();
  });

  it('refuses HTML, SVG and programs even when the extension looks harmless', () => {
    expect(sharedFileTypeOf('page.html', 'text/html')).toBeNull();
    expect(sharedFileTypeOf('logo.svg', 'image/svg+xml')).toBeNull();
    expect(sharedFileTypeOf('notes.pdf', 'text/html')).toBeNull();
    expect(sharedFileTypeOf('setup.exe', '')).toBeNull();
  });
});

describe('sharedFileRefusal', () => {
  it('checks the type first, then the size, then emptiness', () => {
    expect(sharedFileRefusal({ name: 'a.html', type: 'text/html', size: SHARED_FILE_MAX_BYTES + 1 })).toBe(SHARED_FILE_REFUSED_TYPE_MESSAGE);
    expect(sharedFileRefusal({ name: 'a.pdf', type: 'application/pdf', size: SHARED_FILE_MAX_BYTES + 1 })).toBe(SHARED_FILE_TOO_LARGE_MESSAGE);
    expect(sharedFileRefusal({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe(FILE_EMPTY_MESSAGE);
  });

  it('accepts a file at exactly the limit', () => {
    expect(sharedFileRefusal({ name: 'a.pdf', type: 'application/pdf', size: SHARED_FILE_MAX_BYTES })).toBeNull();
  });
});
