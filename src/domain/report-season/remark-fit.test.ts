import { Encodings, Font, FontNames } from '@pdf-lib/standard-fonts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REMARK_MAX_LENGTH } from '../form-class/limits';
import { advanceOf, linesNeeded, remarkFitsBox } from './remark-fit';

const PROSE =
  'Wei Ming is a diligent learner who completes his work carefully and on time. He participates actively in class discussions, asks thoughtful questions and helps his classmates when they are unsure. ';

describe('the Helvetica widths the box is measured with', () => {
  it('are the AFM widths pdf-lib draws Helvetica with', () => {
    const helvetica = Font.load(FontNames.Helvetica);
    const characters = [
      ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => 0x20 + index),
      ...Array.from({ length: 0xff - 0xa0 + 1 }, (_, index) => 0xa0 + index),
      ...[0x2018, 0x2019, 0x201c, 0x201d, 0x2013, 0x2014, 0x2026, 0x2022, 0x20ac],
    ];
    for (const code of characters) {
      const glyph = Encodings.WinAnsi.encodeUnicodeCodePoint(code);
      expect(advanceOf(String.fromCodePoint(code)), `U+${code.toString(16)}`).toBe(helvetica.getWidthOfGlyph(glyph.name));
    }
  });

  it('count a Han character as a full em', () => {
    expect(advanceOf('陈')).toBe(1000);
  });
});

describe('remarkFitsBox', () => {
  it('fits 500 characters of ordinary prose, and an empty remark', () => {
    const remark = PROSE.repeat(4).slice(0, REMARK_MAX_LENGTH).trim();
    expect(remark.length).toBeGreaterThan(480);
    expect(remarkFitsBox(remark)).toBe(true);
    expect(remarkFitsBox('')).toBe(true);
  });

  it('fits 500 Han characters (the box is sized for the limit at the widest advance) but not a remark of many short lines', () => {
    expect(remarkFitsBox('伟明上课认真，'.repeat(72).slice(0, REMARK_MAX_LENGTH))).toBe(true);
    const pasted = Array.from({ length: 14 }, (_, index) => `• Point ${index + 1}`).join('\n');
    expect(pasted.length).toBeLessThan(REMARK_MAX_LENGTH);
    expect(remarkFitsBox(pasted)).toBe(false);
  });

  it('counts lines as a page fills them: words wrap whole, a word longer than a line breaks', () => {
    expect(linesNeeded('one two', 100)).toBe(1);
    expect(linesNeeded('one\ntwo', 100)).toBe(2);
    expect(linesNeeded('W'.repeat(30), 10)).toBe(3);
  });

  it('never turns a remark that does not fit into one that does by adding text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.string({ minLength: 1, maxLength: 200 }), (remark, more) => {
        if (!remarkFitsBox(remark)) expect(remarkFitsBox(`${remark}${more}`)).toBe(false);
      }),
    );
  });
});
