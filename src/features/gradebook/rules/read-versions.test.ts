import { describe, expect, it } from 'vitest';
import { readVersionsOf, seeSheet, versionRead, withSaved } from '@/features/gradebook/rules/read-versions';

const sheet = (a: number, b: number) => ({
  scores: [
    { studentId: 'st-1', assessmentId: 'asm-1', score: 10, version: a },
    { studentId: 'st-2', assessmentId: 'asm-1', score: 20, version: b },
  ],
});

describe('the versions marks were read at', () => {
  it('gives the version on screen, and 0 for a mark the sheet does not list', () => {
    const read = readVersionsOf(sheet(3, 0));
    expect(versionRead(read, 'st-1', 'asm-1')).toBe(3);
    expect(versionRead(read, 'st-2', 'asm-1')).toBe(0);
    expect(versionRead(read, 'st-9', 'asm-1')).toBe(0);
  });

  it('keeps a typed mark at the version it was typed on when a newer sheet comes unasked; the others move on', () => {
    const typedOn = seeSheet(readVersionsOf(sheet(3, 0)), sheet(4, 1), [{ rowId: 'st-1', colId: 'asm-1' }]);
    expect(versionRead(typedOn, 'st-1', 'asm-1')).toBe(3);
    expect(versionRead(typedOn, 'st-2', 'asm-1')).toBe(1);
    // Still typed over after another reload: still the version it was typed on.
    expect(versionRead(seeSheet(typedOn, sheet(5, 1), [{ rowId: 'st-1', colId: 'asm-1' }]), 'st-1', 'asm-1')).toBe(3);
    // Saved or put back since: the version on screen.
    expect(versionRead(seeSheet(typedOn, sheet(5, 1), []), 'st-1', 'asm-1')).toBe(5);
  });

  it('moves a saved mark to the version the save answered, even before the sheet is fetched again', () => {
    const saved = withSaved(readVersionsOf(sheet(3, 0)), [{ studentId: 'st-1', assessmentId: 'asm-1', score: 12, version: 4 }]);
    expect(versionRead(saved, 'st-1', 'asm-1')).toBe(4);
    expect(versionRead(seeSheet(saved, sheet(4, 0), [{ rowId: 'st-1', colId: 'asm-1' }]), 'st-1', 'asm-1')).toBe(4);
  });
});
