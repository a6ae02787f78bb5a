import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from '@/features/reports/pdf/woff-to-sfnt';

// The Latin slice of the same font package: small, and a real WOFF with compressed tables.
const WOFF = new Uint8Array(
  readFileSync(join(process.cwd(), 'node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-latin-400-normal.woff')),
);

describe('woffToSfnt', () => {
  it('unpacks a WOFF into an OpenType file with the same tables and glyphs', async () => {
    const sfnt = await woffToSfnt(WOFF);
    const original = fontkit.create(Buffer.from(WOFF));
    const unpacked = fontkit.create(Buffer.from(sfnt));
    if ('fonts' in original || 'fonts' in unpacked) throw new Error('unexpected collection');
    expect(unpacked.type).toBe('TTF');
    expect(unpacked.numGlyphs).toBe(original.numGlyphs);
    expect(new DataView(sfnt.buffer).getUint16(4)).toBe(new DataView(WOFF.buffer).getUint16(12));
    for (const text of ['Tan Wei Ming', 'Page 1 of 2']) {
      const glyphs = (font: typeof unpacked) => font.layout(text).glyphs.map((glyph) => glyph.path.toSVG());
      expect(glyphs(unpacked)).toEqual(glyphs(original));
    }
    // Tables start on 4-byte boundaries, as the format requires.
    const view = new DataView(sfnt.buffer);
    for (let index = 0; index < view.getUint16(4); index += 1) expect(view.getUint32(12 + index * 16 + 8) % 4).toBe(0);
  });

  it('refuses a file that is not WOFF, and a damaged one', async () => {
    await expect(woffToSfnt(new TextEncoder().encode('%PDF-1.7 not a font at all, not at all'))).rejects.toThrow(
      'Not a WOFF font file.',
    );
    await expect(woffToSfnt(WOFF.slice(0, 2000))).rejects.toThrow(/damaged/);
  });
});
