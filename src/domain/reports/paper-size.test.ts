import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paperSize } from './paper-size';

describe('paperSize', () => {
  it('knows A4 and A5 in millimetres and points', () => {
    expect(paperSize('A4')).toEqual({ name: 'A4', widthMm: 210, heightMm: 297, widthPt: 595, heightPt: 842 });
    expect(paperSize('A5')).toEqual({ name: 'A5', widthMm: 148, heightMm: 210, widthPt: 420, heightPt: 595 });
  });

  it('ignores case and surrounding spaces', () => {
    expect(paperSize(' a4 ').name).toBe('A4');
    expect(paperSize('a5').name).toBe('A5');
  });

  it('falls back to letter for anything else', () => {
    for (const name of ['LETTER', 'A3', '', 'A 4', null, undefined]) {
      expect(paperSize(name)).toEqual({ name: 'LETTER', widthMm: 215.9, heightMm: 279.4, widthPt: 612, heightPt: 792 });
    }
  });

  it('keeps points consistent with millimetres (property)', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const size = paperSize(name);
        expect(Math.abs((size.widthMm / 25.4) * 72 - size.widthPt)).toBeLessThan(1);
        expect(Math.abs((size.heightMm / 25.4) * 72 - size.heightPt)).toBeLessThan(1);
        expect(size.heightPt).toBeGreaterThan(size.widthPt);
      }),
    );
  });
});
