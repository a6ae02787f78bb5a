import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REMARK_MAX_LENGTH } from '../form-class/limits';
import { remarkFitsBox, remarkLines } from './remark-fit';

const PROSE =
  'Wei Ming is a diligent and cheerful learner who completes his work carefully and on time. He participates ' +
  'actively in class discussions, asks thoughtful questions and listens well to others. This term he led his group ' +
  'in the science project with patience, and his classmates look up to him. He should keep reading widely at home ' +
  'and revise his spelling lists each week. With steady effort he will do even better in Mathematics next term. ' +
  'Keep it up, Wei Ming!';
const HAN_PHRASE = '他上课认真听讲积极回答问题作业也按时完成'; // 20 characters, written with a space between phrases
const hanPhrases = (count: number, length = 17) => Array.from({ length: count }, () => HAN_PHRASE.slice(0, length)).join(' ');

describe('remarkFitsBox', () => {
  it('fits a remark of ordinary prose at the 500-character limit', () => {
    const remark = `${PROSE} ${PROSE}`.slice(0, REMARK_MAX_LENGTH);
    expect(remark).toHaveLength(REMARK_MAX_LENGTH);
    expect(remarkFitsBox(remark)).toBe(true);
  });

  it('fits the widest capitals at the limit, as the box was sized for them', () => {
    expect(remarkFitsBox('WM'.repeat(REMARK_MAX_LENGTH / 2))).toBe(true);
  });

  it('does not fit Han phrases that wrap only at their spaces, well under 500 characters', () => {
    const remark = hanPhrases(27);
    expect(remark.length).toBeLessThanOrEqual(REMARK_MAX_LENGTH);
    expect(remarkFitsBox(remark)).toBe(false);
  });

  it('fits the same Han text unspaced, which the PDF breaks into pieces that fill each line', () => {
    expect(remarkFitsBox(hanPhrases(27).replaceAll(' ', ''))).toBe(true);
  });

  it('does not fit a short remark cut into more lines than the box holds', () => {
    expect(remarkFitsBox(Array.from({ length: 20 }, (_, index) => `Point ${index + 1}.`).join('\n'))).toBe(false);
    expect(remarkFitsBox('A short remark.\nOn two lines.')).toBe(true);
  });

  it('counts lines by advance widths, not characters', () => {
    expect(remarkLines('i'.repeat(20), 10)).toBe(1);
    expect(remarkLines('W'.repeat(20), 10)).toBe(2);
    expect(remarkLines('', 10)).toBe(1);
  });

  it('never turns "does not fit" into "fits" when text is appended', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'W', ' ', '\n', '伟', '@', 'é', '😀'), maxLength: 600 });
    fc.assert(
      fc.property(text, text, (start, more) => !remarkFitsBox(start) ? !remarkFitsBox(start + more) : true),
      { numRuns: 300 },
    );
  });
});
