import { Encodings, Font } from '@pdf-lib/standard-fonts';
import { describe, expect, it } from 'vitest';
import { HELVETICA_WIDTHS } from './helvetica-widths';

describe('the Helvetica width table', () => {
  it("equals @pdf-lib/standard-fonts' Helvetica metrics for every character WinAnsi encodes", () => {
    const helvetica = Font.load('Helvetica');
    const expected = new Map(
      Encodings.WinAnsi.supportedCodePoints
        .filter((codePoint) => codePoint >= 32)
        .map((codePoint) => [String.fromCodePoint(codePoint), helvetica.getWidthOfGlyph(Encodings.WinAnsi.encodeUnicodeCodePoint(codePoint).name)]),
    );
    expect(new Map([...HELVETICA_WIDTHS].sort())).toEqual(new Map([...expected].sort()));
  });
});
