// The geometry of the printed report's text boxes (the form teacher's remark box among them), shared by the PDF's
// styles (src/features/reports/pdf/report-styles.ts) and the remark check that measures a remark against its box
// (src/domain/report-season/remark-fit.ts), so the two can never disagree.

/** A4's width in points: the sizes below are set for it and scaled for other papers. */
export const A4_WIDTH_PT = 595;
export const PAGE_PADDING_X = 40;
export const BODY_SIZE = 10;
export const TEXT_PADDING = 8;
export const TEXT_LINE_HEIGHT = 1.4;

/**
 * The widest advance of a character a teacher can type on a Latin keyboard, in em of Helvetica ("W" is 0.944,
 * "@" 1.015; lowercase prose averages about 0.5). The remark box keeps room for its limit at this width, so even a
 * remark in capitals fits.
 */
const WIDEST_ADVANCE_EM = 0.95;
/**
 * The share of a line that text fills: a line ends where the next word no longer fits, leaving part of a word's
 * width unused (words over LONGEST_UNBROKEN_WORD characters may break, see wordBreaks).
 */
const WRAP_LOSS = 0.85;

/** Longer than any name or real word: such a "word" (a pasted link, a key held down) may be broken with a hyphen. */
export const LONGEST_UNBROKEN_WORD = 24;
const BROKEN_WORD_PIECE = 12;

/** Where `word` may break across lines: nowhere, unless it is longer than a line could be counted on to hold. */
export function wordBreaks(word: string): string[] {
  if (word.length <= LONGEST_UNBROKEN_WORD) return [word];
  return Array.from({ length: Math.ceil(word.length / BROKEN_WORD_PIECE) }, (_, index) =>
    word.slice(index * BROKEN_WORD_PIECE, (index + 1) * BROKEN_WORD_PIECE),
  );
}

/** A size set for A4, scaled to a page `widthPt` wide (to a tenth of a point). */
export const scaleFor = (widthPt: number) => (value: number) => Math.round(value * (widthPt / A4_WIDTH_PT) * 10) / 10;

/** The body text's size and the width a line of a text box holds, in points, on a page `widthPt` wide. */
export function textBoxLine(widthPt: number): { fontSize: number; lineWidth: number } {
  const s = scaleFor(widthPt);
  return { fontSize: s(BODY_SIZE), lineWidth: widthPt - 2 * s(PAGE_PADDING_X) - 2 * s(TEXT_PADDING) - 1.5 };
}

/** How many lines a text box reserved for `characters` characters holds on a page `widthPt` wide. */
export function textBoxLines(widthPt: number, characters: number): number {
  const { fontSize, lineWidth } = textBoxLine(widthPt);
  const perLine = (lineWidth / (WIDEST_ADVANCE_EM * fontSize)) * WRAP_LOSS;
  return Math.ceil(characters / perLine);
}

/**
 * The height of a text box on a page `widthPt` wide that holds `characters` characters however they are
 * written: at the widest advance, with a share of every line lost to wrapping.
 */
export function textBoxMinHeight(widthPt: number, characters: number): number {
  const s = scaleFor(widthPt);
  const { fontSize } = textBoxLine(widthPt);
  return Math.ceil(textBoxLines(widthPt, characters) * fontSize * TEXT_LINE_HEIGHT + 2 * s(TEXT_PADDING) + 1.5);
}
