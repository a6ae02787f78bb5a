import { REMARK_MAX_LENGTH } from '../form-class/limits';
import { paperSize } from '../reports/paper-size';
import { textBoxLines, textBoxMinHeight } from '../reports/text-box';

// Whether a remark fits the remark box of the printed report, measured with the PDF's font: Helvetica's advance
// widths (its AFM metrics, 1/1000 em, as pdf-lib's @pdf-lib/standard-fonts carries them; remark-fit.test.ts checks
// the copy) and one em for Han and other wide characters, which the report draws in its Han font. The box is the one
// the report reserves for REMARK_MAX_LENGTH characters (domain/reports/text-box.ts); a remark needing more lines makes
// the printed box grow and the page overflow. The table is copied, not imported, because the demo backend and the
// remark grid run this in the page and the metrics package carries all fourteen standard fonts.

/** Helvetica's widths of U+0020…U+007E. */
const ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
] as const;
/** Helvetica's widths of U+00A0…U+00FF (accented Latin letters of Malay, Indonesian and European names). */
const LATIN_1 = [
  278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365,
  556, 834, 834, 834, 611, 667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778,
  778, 584, 778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, 556,
  556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
] as const;
/** The typographic punctuation a word processor puts into pasted remarks. */
const PUNCTUATION: Readonly<Record<string, number>> = { '‘': 222, '’': 222, '“': 333, '”': 333, '–': 556, '—': 1000, '…': 1000, '•': 350, '€': 556 };
/** Han and anything Helvetica lacks: a full em, the widest a character of the report's fonts takes. */
const WIDE = 1000;

/** The advance of one character, in 1/1000 em. */
export function advanceOf(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  if (code >= 0x20 && code <= 0x7e) return ASCII[code - 0x20] ?? WIDE;
  if (code >= 0xa0 && code <= 0xff) return LATIN_1[code - 0xa0] ?? WIDE;
  return PUNCTUATION[character] ?? WIDE;
}

const widthOf = (text: string) => [...text].reduce((sum, character) => sum + advanceOf(character), 0);

/** Han characters break anywhere, as the report's word breaking lets them (features/reports/pdf/report-fonts.ts). */
const HAN = /\p{Script=Han}/u;

/** The breakable pieces of one paragraph: words, each Han character on its own. */
function pieces(paragraph: string): string[] {
  return paragraph
    .split(/ +/)
    .filter((word) => word !== '')
    .flatMap((word) => (HAN.test(word) ? word.split(/(\p{Script=Han})/u).filter((part) => part !== '') : [word]));
}

/** The lines a remark takes at `lineWidthEm` em per line: greedy, as the PDF's layout fills them; a too-long word breaks. */
export function linesNeeded(remark: string, lineWidthEm: number): number {
  const limit = lineWidthEm * 1000;
  const space = advanceOf(' ');
  let lines = 0;
  for (const paragraph of remark.split('\n')) {
    let used = 0;
    lines += 1;
    for (const piece of pieces(paragraph)) {
      const width = widthOf(piece);
      const gap = used === 0 || HAN.test(piece) ? 0 : space;
      if (used + gap + width <= limit) {
        used += gap + width;
        continue;
      }
      if (used > 0) lines += 1;
      // A piece wider than a whole line is broken across lines.
      lines += Math.ceil(width / limit) - 1;
      used = width - (Math.ceil(width / limit) - 1) * limit;
    }
  }
  return lines;
}

/** The papers a report prints on (spec §9): a remark must fit on each. */
const PAPERS = ['A4', 'A5', 'LETTER'] as const;

/** Whether the remark fits the printed remark box on every paper the portal prints. */
export function remarkFitsBox(remark: string): boolean {
  return PAPERS.every((paper) => {
    const { widthPt } = paperSize(paper);
    const box = textBoxLines(widthPt);
    return linesNeeded(remark, box.lineWidth / box.fontSize) <= box.linesIn(textBoxMinHeight(widthPt, REMARK_MAX_LENGTH));
  });
}
