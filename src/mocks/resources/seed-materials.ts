import type { MaterialInput } from '../../domain/lesson-content/material-content';
import type { MaterialType } from '../../domain/lesson-content/material-types';
import type { UploadedFile } from '../../domain/lesson-content/material-content';
import type { Prng } from '../prng';

/**
 * Realistic material of each type for a mathematics or English lesson, varied by a running number. A question's
 * title says what it asks, never "Question n": its number is its place in what a student answers (shuffled when
 * the assignment's order is random), which the grading screens give; a document keeps its own name ("Worksheet 2").
 */
export type SubjectFlavour = 'mathematics' | 'english';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const fraction = (top: number, bottom: number) => {
  const divisor = gcd(top, bottom);
  return `${top / divisor}/${bottom / divisor}`;
};

function mathematics(type: MaterialType, n: number, prng: Prng, files: readonly UploadedFile[]): MaterialInput {
  const bottom = prng.pick([4, 5, 6, 8, 10, 12]);
  const a = prng.int(1, bottom - 2);
  const b = prng.int(1, bottom - a - 1);
  const sum = fraction(a + b, bottom);
  switch (type) {
    case 'TEXT_MEDIA':
      return {
        materialType: type,
        title: `Worked example ${n}: adding fractions with the same denominator`,
        content: {
          html: `<h3>Adding ${a}/${bottom} and ${b}/${bottom}</h3><p>When the denominators are the same, add the <strong>numerators</strong> and keep the denominator.</p><ol><li>${a} + ${b} = ${a + b}</li><li>${a}/${bottom} + ${b}/${bottom} = ${a + b}/${bottom}</li><li>Simplify: <em>${sum}</em></li></ol>`,
        },
      };
    case 'FREE_TEXT':
      return {
        materialType: type,
        title: `Key idea ${n}`,
        content: { text: `A fraction names equal parts of a whole. The denominator (${bottom}) says how many equal parts the whole has; the numerator says how many of them we take.` },
      };
    case 'LINK':
      return {
        materialType: type,
        title: `Fraction wall practice ${n}`,
        content: { url: 'https://www.mathsisfun.com/numbers/fraction-number-line.html', description: 'Drag the markers to see equivalent fractions on a number line.' },
      };
    case 'ATTACH_FILES':
      return {
        materialType: type,
        title: `Worksheet ${n}: fractions of a set`,
        // A hand-in with a mark (issue 10): students attach a photo of their answers and the teacher marks it by hand.
        content: { instructions: 'Complete questions 1 to 8 on the worksheet and attach a photo of your answers.', files: files.slice(0, 2), maxMark: 4 },
      };
    case 'MULTIPLE_CHOICE': {
      const wrong = [`${a + b}/${bottom * 2}`, `${Math.abs(a - b)}/${bottom}`, `${a + b + 1}/${bottom}`];
      return {
        materialType: type,
        title: 'Add the fractions',
        content: {
          question: `What is ${a}/${bottom} + ${b}/${bottom}?`,
          choices: [
            { id: 'a', text: sum },
            { id: 'b', text: wrong[0] ?? '' },
            { id: 'c', text: wrong[1] ?? '' },
            { id: 'd', text: wrong[2] ?? '' },
          ],
          correctChoiceIds: ['a'],
          maxMark: 1,
        },
      };
    }
    case 'FITB': {
      const whole = bottom * prng.int(2, 6);
      return {
        materialType: type,
        title: 'Fraction of an amount',
        content: { passage: `${a}/${bottom} of ${whole} is [${(whole / bottom) * a}].`, caseSensitive: false, maxMark: 1 },
      };
    }
    case 'FREE_RESPONSE':
      return {
        materialType: type,
        title: 'Explain your thinking',
        content: {
          prompt: `Mei Ling says ${a}/${bottom} is bigger than ${a}/${bottom + 2}. Is she right? Explain how you know.`,
          modelAnswer: `Yes. Both fractions take ${a} parts, but the parts of ${a}/${bottom} are bigger because the whole is cut into fewer pieces.`,
          maxMark: 3,
        },
      };
    case 'ERROR_EDITING':
      return {
        materialType: type,
        title: 'Spot the mistake',
        content: {
          instructions: "Find the mistake in Ahmad's working and correct it.",
          passage: `Ahmad wrote: ${a}/${bottom} + ${b}/${bottom} = ${a + b}/${bottom * 2}.`,
          errors: [{ wrong: `${a + b}/${bottom * 2}`, correction: sum }],
          maxMark: 2,
        },
      };
    case 'VOICE_RESPONSE':
      return {
        materialType: type,
        title: 'Say it aloud',
        content: { prompt: `Record yourself explaining how to add ${a}/${bottom} and ${b}/${bottom}.`, maxDurationSeconds: 60, maxMark: 3 },
      };
  }
}

const PASSAGES = [
  { text: 'Yesterday we goes to the zoo and saw three elephant.', errors: [{ wrong: 'goes', correction: 'went' }, { wrong: 'elephant.', correction: 'elephants.' }] },
  { text: 'She do not like to eat vegetables at dinner.', errors: [{ wrong: 'do not', correction: 'does not' }] },
  { text: 'The childrens played happily in the park.', errors: [{ wrong: 'childrens', correction: 'children' }] },
];

function english(type: MaterialType, n: number, prng: Prng, files: readonly UploadedFile[]): MaterialInput {
  const passage = prng.pick(PASSAGES);
  switch (type) {
    case 'TEXT_MEDIA':
      return {
        materialType: type,
        title: `Reading ${n}: The Lion and the Mouse`,
        content: {
          html: '<h3>The Lion and the Mouse</h3><p>A lion was sleeping when a little mouse ran over his nose. The lion woke up and caught the mouse.</p><p>"Please let me go," said the mouse. "One day I will help you." The lion laughed, but he let the mouse go.</p><blockquote>Little friends may prove great friends.</blockquote>',
        },
      };
    case 'FREE_TEXT':
      return { materialType: type, title: `Grammar note ${n}`, content: { text: 'We use the simple past tense for actions that finished in the past: walk → walked, go → went, see → saw.' } };
    case 'LINK':
      return {
        materialType: type,
        title: `Listening practice ${n}`,
        content: { url: 'https://learnenglishkids.britishcouncil.org/short-stories', description: 'Listen to one short story and note three new words.' },
      };
    case 'ATTACH_FILES':
      return {
        materialType: type,
        title: `Spelling list ${n}`,
        content: { instructions: 'Write each word of the list in a sentence and attach a photo of your page.', files: files.slice(2, 3), maxMark: 3 },
      };
    case 'MULTIPLE_CHOICE':
      return {
        materialType: type,
        title: 'Choose the past tense',
        content: {
          question: 'Which word completes the sentence? "Last week, Sam ___ a kite."',
          choices: [
            { id: 'a', text: 'make' },
            { id: 'b', text: 'made' },
            { id: 'c', text: 'making' },
          ],
          correctChoiceIds: ['b'],
          maxMark: 1,
        },
      };
    case 'FITB':
      return {
        materialType: type,
        title: 'Complete the story',
        content: { passage: 'The mouse [helped|saved] the lion by chewing through the [net|rope].', caseSensitive: false, maxMark: 2 },
      };
    case 'FREE_RESPONSE':
      return {
        materialType: type,
        title: 'What is the moral?',
        content: { prompt: 'What lesson does the lion learn? Answer in two or three sentences.', modelAnswer: 'Even small friends can help us, so we should be kind to everyone.', maxMark: 4 },
      };
    case 'ERROR_EDITING':
      return {
        materialType: type,
        title: 'Correct the sentence',
        content: { instructions: 'Each sentence has mistakes. Correct them.', passage: passage.text, errors: passage.errors, maxMark: passage.errors.length },
      };
    case 'VOICE_RESPONSE':
      return {
        materialType: type,
        title: 'Read aloud',
        content: { prompt: 'Read the first paragraph of the story aloud with expression.', maxDurationSeconds: 90, maxMark: 5 },
      };
  }
}

export function sampleMaterial(flavour: SubjectFlavour, type: MaterialType, n: number, prng: Prng, files: readonly UploadedFile[]): MaterialInput {
  return flavour === 'mathematics' ? mathematics(type, n, prng, files) : english(type, n, prng, files);
}
