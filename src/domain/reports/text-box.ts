// The geometry of the report's text boxes (the form remark's among them), in PDF points: the PDF's styles
// (features/reports/pdf/report-styles.ts) draw with it and the remark checks (domain/report-season/remark-fit.ts)
// measure against it, so "fits the box" means the box the report prints.

/** A4's width in points: the sizes below are set for it and scaled for other papers. */
export const A4_WIDTH_PT = 595;
export const PAGE_PADDING_X = 40;
export const BODY_SIZE = 10;
export const TEXT_PADDING = 8;
export const TEXT_LINE_HEIGHT = 1.4;
/** The box's border, both sides together. */
const BORDER = 1.5;

/**
 * The widest advance of a character a teacher can type on a Latin keyboard, in em of Helvetica ("W" is 0.944,
 * "@" 1.015; lowercase prose averages about 0.5). The remark box keeps room for its limit at this width, so even a
 * remark in capitals fits.
 */
const WIDEST_ADVANCE_EM = 0.95;
/**
 * The share of a line that text fills: a line ends where the next word no longer fits, leaving part of a word's
 * width unused (words over 24 characters may break, see report-fonts.ts).
 */
const WRAP_LOSS = 0.85;

export const scale = (widthPt: number) => (value: number) => Math.round(value * (widthPt / A4_WIDTH_PT) * 10) / 10;

/**
 * The height of a text box on a page `widthPt` wide that holds `characters` characters however they are
 * written: at the widest advance, with a share of every line lost to wrapping.
 */
export function textBoxMinHeight(widthPt: number, characters: number): number {
  const s = scale(widthPt);
  const fontSize = s(BODY_SIZE);
  const lineWidth = widthPt - 2 * s(PAGE_PADDING_X) - 2 * s(TEXT_PADDING) - BORDER;
  const perLine = (lineWidth / (WIDEST_ADVANCE_EM * fontSize)) * WRAP_LOSS;
  const lines = Math.ceil(characters / perLine);
  return Math.ceil(lines * fontSize * TEXT_LINE_HEIGHT + 2 * s(TEXT_PADDING) + BORDER);
}

/** A text box on a page `widthPt` wide: its font size, the width a line may fill and the height of a line. */
export function textBoxLines(widthPt: number) {
  const s = scale(widthPt);
  const fontSize = s(BODY_SIZE);
  return {
    fontSize,
    lineWidth: widthPt - 2 * s(PAGE_PADDING_X) - 2 * s(TEXT_PADDING) - BORDER,
    lineHeight: fontSize * TEXT_LINE_HEIGHT,
    /** The lines a box of `heightPt` holds inside its padding and border. */
    linesIn: (heightPt: number) => Math.floor((heightPt - 2 * s(TEXT_PADDING) - BORDER) / (fontSize * TEXT_LINE_HEIGHT) + 1e-9),
  };
}
