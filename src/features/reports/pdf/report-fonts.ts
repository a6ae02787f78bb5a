import { Font } from '@react-pdf/renderer';
import hanFontUrl from '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff?url';
import { woffToSfnt } from '@/features/reports/pdf/woff-to-sfnt';
import { containsHan } from '@/features/reports/rules/han';

/**
 * Noto Sans SC, limited to its "chinese-simplified" slice (about 7,900 characters: GB2312 and the
 * common Han set plus Latin), 1.56 MB as WOFF. It is fetched only when a report to print has Han
 * characters, and each PDF embeds just the glyphs it uses.
 * WOFF, not the smaller WOFF2: fontkit cannot subset WOFF2's transformed glyph table (the Han
 * glyphs printed blank and every PDF carried ~2 MB of glyph data).
 */
export const HAN_FONT_FAMILY = 'Noto Sans SC';

let hanFont: Promise<void> | null = null;

/** Fetches, unpacks and registers the Han font once per worker; a failed load may be retried. */
export function loadHanFont(): Promise<void> {
  hanFont ??= (async () => {
    const response = await fetch(hanFontUrl);
    if (!response.ok) throw new Error(`The Chinese font could not be loaded (HTTP ${response.status}).`);
    const sfnt = await woffToSfnt(new Uint8Array(await response.arrayBuffer()));
    Font.register({ family: HAN_FONT_FAMILY, src: URL.createObjectURL(new Blob([sfnt], { type: 'font/ttf' })) });
  })().catch((error: unknown) => {
    hanFont = null;
    throw error;
  });
  return hanFont;
}

let hyphenationSet = false;

/** Longer than any name or real word: such a "word" (a pasted link, a key held down) may be broken with a hyphen. */
const LONGEST_UNBROKEN_WORD = 24;
const BROKEN_WORD_PIECE = 12;

/** Where `word` may break across lines: nowhere, unless it is longer than a line could be counted on to hold. */
function wordBreaks(word: string): string[] {
  if (word.length <= LONGEST_UNBROKEN_WORD) return [word];
  return Array.from({ length: Math.ceil(word.length / BROKEN_WORD_PIECE) }, (_, index) =>
    word.slice(index * BROKEN_WORD_PIECE, (index + 1) * BROKEN_WORD_PIECE),
  );
}

/**
 * Names and Han text must never be split with a hyphen: lines break only at spaces. The one exception is
 * a word too long for a line, which would otherwise run off the page and be lost.
 */
export function disableHyphenation(): void {
  if (hyphenationSet) return;
  hyphenationSet = true;
  Font.registerHyphenationCallback(wordBreaks);
}

/** The font for a piece of data: the Han font when it has Han characters, else the page's Helvetica. */
export function dataFont(text: string): { fontFamily: string } | undefined {
  return containsHan(text) ? { fontFamily: HAN_FONT_FAMILY } : undefined;
}
