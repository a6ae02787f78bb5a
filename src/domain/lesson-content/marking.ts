import { MARK_PATTERN } from '../gradebook/mark';
import type { Answer } from './answers';
import { blanksOf, isAcceptedAnswer } from './fill-in-the-blank';
import type { MaterialContent } from './material-content';
import type { MaterialType } from './material-types';

/** A material as marking needs it: its type and its content (the server's material and the editor's input both fit). */
export type MarkedMaterial = { [T in MaterialType]: { materialType: T; content: MaterialContent<T> } }[MaterialType];

export type AutoMark = { automatic: true; mark: number; maxMark: number } | { automatic: false; maxMark: number };

const toTenths = (value: number) => Math.round(value * 10);

/** The question's maximum mark, or null for material that carries no mark (Text/Media, Free Text, Link, Attach Files). */
export function maxMarkOf(material: MarkedMaterial): number | null {
  return 'maxMark' in material.content ? (material.content.maxMark ?? null) : null;
}

/**
 * Marks Multiple Choice and Fill In The Blank against the answers set in the resource; the other questions are
 * marked by hand (`automatic: false`). A missing answer, or one of another type, scores 0 when marked automatically.
 * Multiple Choice gives full marks only when the chosen set equals the correct set, with no partial credit;
 * Fill In The Blank gives the share of blanks answered right, rounded to one decimal. Null: the material carries no mark.
 */
export function autoMark(material: MarkedMaterial, answer: Answer | null | undefined): AutoMark | null {
  const maxMark = maxMarkOf(material);
  if (maxMark === null) return null;
  if (material.materialType === 'MULTIPLE_CHOICE') {
    const chosen = new Set(answer?.materialType === 'MULTIPLE_CHOICE' ? answer.answer.choiceIds : []);
    const correct = new Set(material.content.correctChoiceIds);
    const exact = chosen.size === correct.size && [...chosen].every((id) => correct.has(id));
    return { automatic: true, mark: exact ? maxMark : 0, maxMark };
  }
  if (material.materialType === 'FITB') {
    const given = answer?.materialType === 'FITB' ? answer.answer.answers : [];
    const blanks = blanksOf(material.content.passage);
    if (blanks.length === 0) return { automatic: true, mark: 0, maxMark };
    const right = blanks.filter((blank) => isAcceptedAnswer(blank, given[blank.index] ?? '', material.content.caseSensitive)).length;
    // Whole tenths first, so that 2 of 3 blanks of 5 marks is 3.3 and never 3.3000000000000003.
    return { automatic: true, mark: Math.round((maxMark * right * 10) / blanks.length) / 10, maxMark };
  }
  return { automatic: false, maxMark };
}

/** Why a mark cannot be saved, in the words the grading page and the demo backend's 422 both use; null when it can. */
export function validateMark(mark: number, maxMark: number): string | null {
  if (!Number.isFinite(mark)) return 'A mark must be a number.';
  if (mark < 0) return 'A mark cannot be below 0.';
  if (mark > maxMark) return `A mark cannot be above the question's maximum of ${maxMark}.`;
  if (!MARK_PATTERN.test(String(mark))) return 'A mark can have at most one decimal.';
  return null;
}

export interface MarkedQuestion {
  /** Null while the question is not marked yet. */
  mark: number | null;
  maxMark: number;
}

/** The submission's total and its maximum, and how many questions still wait for a mark. */
export function totalMarks(questions: readonly MarkedQuestion[]): { mark: number; maxMark: number; unmarked: number } {
  let tenths = 0;
  let maxTenths = 0;
  let unmarked = 0;
  for (const question of questions) {
    maxTenths += toTenths(question.maxMark);
    if (question.mark === null) unmarked += 1;
    else tenths += toTenths(question.mark);
  }
  return { mark: tenths / 10, maxMark: maxTenths / 10, unmarked };
}
