import { describe, expect, it } from 'vitest';
import { acceptedTypeOf } from './accepted-type';

const ACCEPTED = { 'application/pdf': ['.pdf'], 'text/plain': ['.txt'], 'image/jpeg': ['.jpg', '.jpeg'] };

describe('acceptedTypeOf', () => {
  it('takes an accepted declared type whose extension matches, or a name without one', () => {
    expect(acceptedTypeOf(ACCEPTED, 'Scan.PDF', 'application/pdf')).toBe('application/pdf');
    expect(acceptedTypeOf(ACCEPTED, 'photo.jpeg', 'IMAGE/JPEG; q=1')).toBe('image/jpeg');
    expect(acceptedTypeOf(ACCEPTED, 'README', 'text/plain')).toBe('text/plain');
  });

  it('judges by the extension when the browser names no type', () => {
    expect(acceptedTypeOf(ACCEPTED, 'notes.txt', '')).toBe('text/plain');
    expect(acceptedTypeOf(ACCEPTED, 'scan.pdf', 'application/octet-stream')).toBe('application/pdf');
    expect(acceptedTypeOf(ACCEPTED, 'README', '')).toBeNull();
  });

  it('refuses a type not accepted, and a name whose extension belongs to another type', () => {
    expect(acceptedTypeOf(ACCEPTED, 'page.html', 'text/html')).toBeNull();
    expect(acceptedTypeOf(ACCEPTED, 'evil.html', 'text/plain')).toBeNull();
    expect(acceptedTypeOf(ACCEPTED, 'logo.svg', 'image/jpeg')).toBeNull();
    expect(acceptedTypeOf(ACCEPTED, 'scan.pdf', 'text/plain')).toBeNull();
  });
});
