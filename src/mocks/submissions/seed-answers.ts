import { blanksOf } from '../../domain/lesson-content/fill-in-the-blank';
import { autoMark } from '../../domain/lesson-content/marking';
import type { Prng } from '../prng';
import type { AnswerFiles } from './seed-files';
import type { IssuedMaterialRow, QuestionMarkRow, SubmittedAnswerRow } from './schema';

// A seeded student's answers: `skill` (0 to 1) decides how often an answer is right, so a class shows a spread.

const FREE_RESPONSES = [
  'I am not sure.',
  'Yes, because the number on the bottom is smaller.',
  'Yes. Both fractions have the same number of parts, but when the whole is cut into fewer pieces each piece is bigger, so that fraction is bigger.',
];

function fixErrors(passage: string, errors: ReadonlyArray<{ wrong: string; correction: string }>, fixed: number): string {
  return errors.slice(0, fixed).reduce((text, error) => text.replace(error.wrong, error.correction), passage);
}

/** The answer a student of this skill gives, or null for material that is read, not answered. */
export function answerTo(material: IssuedMaterialRow, skill: number, prng: Prng, files: AnswerFiles): SubmittedAnswerRow | null {
  const right = () => prng.next() < skill;
  const base = { materialId: material.id };
  switch (material.materialType) {
    case 'MULTIPLE_CHOICE': {
      const wrong = material.content.choices.filter((choice) => !material.content.correctChoiceIds.includes(choice.id));
      const choiceIds = right() || wrong.length === 0 ? [...material.content.correctChoiceIds] : [prng.pick(wrong).id];
      return { ...base, materialType: 'MULTIPLE_CHOICE', answer: { choiceIds } };
    }
    case 'FITB': {
      const answers = blanksOf(material.content.passage).map((blank) => (right() ? (blank.answers[0] ?? '') : prng.pick(['', '12', 'not sure', 'rope'])));
      return { ...base, materialType: 'FITB', answer: { answers } };
    }
    case 'FREE_RESPONSE':
      return { ...base, materialType: 'FREE_RESPONSE', answer: { text: FREE_RESPONSES[Math.min(2, Math.floor(skill * 3))] ?? '' } };
    case 'ERROR_EDITING': {
      const fixed = Math.round(skill * material.content.errors.length);
      return { ...base, materialType: 'ERROR_EDITING', answer: { text: fixErrors(material.content.passage, material.content.errors, fixed) } };
    }
    case 'VOICE_RESPONSE': {
      const clip = prng.pick(files.clips);
      return { ...base, materialType: 'VOICE_RESPONSE', answer: { fileId: clip.file.id, durationSeconds: clip.seconds } };
    }
    case 'ATTACH_FILES': {
      const attached = prng.chance(0.35) ? [prng.pick(files.images), prng.pick(files.pdfs)] : [prng.pick(files.images)];
      return { ...base, materialType: 'ATTACH_FILES', answer: { files: attached } };
    }
    default:
      return null;
  }
}

/** Marks given at hand-in: Multiple Choice and Fill In The Blank, by the shared automatic marking. */
export function automaticMarks(materials: readonly IssuedMaterialRow[], answers: readonly SubmittedAnswerRow[]): QuestionMarkRow[] {
  return materials.flatMap((material) => {
    const result = autoMark(material, answers.find((answer) => answer.materialId === material.id));
    return result?.automatic ? [{ materialId: material.id, mark: result.mark, automatic: true }] : [];
  });
}

/** A teacher's marks for the questions marked by hand, in line with the student's skill. */
export function handMarks(materials: readonly IssuedMaterialRow[], skill: number): QuestionMarkRow[] {
  return materials.flatMap((material) => {
    const result = autoMark(material, null);
    if (!result || result.automatic) return [];
    return [{ materialId: material.id, mark: Math.round(result.maxMark * skill), automatic: false }];
  });
}

const FEEDBACK = [
  'Good effort. Look again at how we add fractions with the same denominator, and redo question 2.',
  'Well done! Your working is clear and your answers are correct.',
  'Nice work on the multiple choice. Remember to check your answer by drawing a fraction strip.',
  'Please see me about the last question; we will go through it together on Monday.',
];

export function feedbackFor(skill: number, prng: Prng): string {
  return skill > 0.8 ? (FEEDBACK[1] ?? '') : prng.pick(FEEDBACK);
}
