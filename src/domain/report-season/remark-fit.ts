import { REMARK_MAX_LENGTH } from '../form-class/limits';
import { paperSize } from '../reports/paper-size';
import { LONGEST_UNBROKEN_WORD, textBoxLine, textBoxLines, wordBreaks } from '../reports/text-box';
import { HELVETICA_WIDTHS } from './helvetica-widths';

/** Every paper the portal prints reports on; a remark must fit the box on each, so on the tightest. */
const PAPERS = [paperSize('A4'), paperSize('A5'), paperSize('Letter')];
const HYPHEN = '-';
/** Han, kana, Hangul, CJK punctuation and full-width forms: drawn in the Han font one em wide. */
const FULL_WIDTH_EM = 1;
/**
 * A character Helvetica lacks that is not full-width (emoji, other scripts) is counted a whole em: wider than any
 * letter, so a remark full of them is flagged rather than overflowing unseen.
 */
const UNKNOWN_EM = 1;

function advanceEm(character: string): number {
  const helvetica = HELVETICA_WIDTHS.get(character);
  return helvetica === undefined ? (/[\p{Script=Han}\u3000-\u30ff\uac00-\ud7af\uff00-\uffef]/u.test(character) ? FULL_WIDTH_EM : UNKNOWN_EM) : helvetica / 1000;
}

const widthEm = (text: string) => [...text].reduce((sum, character) => sum + advanceEm(character), 0);

/**
 * How many lines `remark` takes in a line `lineEm` em wide, breaking as the report's PDF does (report-fonts.ts):
 * at spaces and line breaks only, except a word longer than LONGEST_UNBROKEN_WORD, whose pieces (wordBreaks) may end
 * a line with a hyphen. A piece wider than a whole line is cut where the line ends.
 */
export function remarkLines(remark: string, lineEm: number): number {
  const spaceEm = advanceEm(' ');
  const hyphenEm = advanceEm(HYPHEN);
  let lines = 0;
  for (const paragraph of remark.split('\n')) {
    lines += 1;
    let used = 0;
    for (const word of paragraph.split(' ')) {
      const pieces = word.length > LONGEST_UNBROKEN_WORD ? wordBreaks(word) : [word];
      pieces.forEach((piece, index) => {
        const gap = index === 0 && used > 0 ? spaceEm : 0;
        const width = widthEm(piece) + (index < pieces.length - 1 ? hyphenEm : 0);
        if (used > 0 && used + gap + width > lineEm) {
          lines += 1;
          used = 0;
        } else {
          used += gap;
        }
        for (const character of piece) {
          const advance = advanceEm(character);
          if (used > 0 && used + advance > lineEm) {
            lines += 1;
            used = 0;
          }
          used += advance;
        }
        if (index < pieces.length - 1) used += hyphenEm;
      });
    }
  }
  return lines;
}

/**
 * Whether `remark` fits the form teacher's remark box of the printed report on every paper: its lines, laid out with
 * the PDF's font metrics (Helvetica's advance widths, one em per Han character), against the lines the box reserves
 * for REMARK_MAX_LENGTH characters (src/domain/reports/text-box.ts). Not a character count: 500 letters of prose fit,
 * a remark cut into many short lines may not.
 */
export function remarkFitsBox(remark: string): boolean {
  return PAPERS.every((paper) => {
    const { fontSize, lineWidth } = textBoxLine(paper.widthPt);
    return remarkLines(remark, lineWidth / fontSize) <= textBoxLines(paper.widthPt, REMARK_MAX_LENGTH);
  });
}
