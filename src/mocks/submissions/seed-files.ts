import type { UploadedFile } from '../../domain/lesson-content/material-content';
import { bytesToBase64 } from '../resources/files';
import type { UploadedFileRow } from '../resources/schema';
import { createPrng, type Prng } from '../prng';
import { circleAround, handwrite, line, printText } from './drawing';
import { pdfDocument, wavClip, wavSeconds } from './pdf-wav';
import { blankBitmap, encodePng } from './png';

/** Students' attachments: photographed worksheets (PNG), written working (PDF) and recordings (WAV), made at seed time. */
export interface AnswerFiles {
  rows: UploadedFileRow[];
  images: UploadedFile[];
  pdfs: UploadedFile[];
  clips: Array<{ file: UploadedFile; seconds: number }>;
}

const WORKSHEETS = 6;
const TUNES: ReadonlyArray<readonly number[]> = [
  [262, 330, 392, 330],
  [294, 370, 440],
  [330, 392, 494, 392, 330],
];

/** A worksheet of four "fraction of an amount" questions with handwritten answers, some of them wrong. */
function worksheet(prng: Prng): Uint8Array<ArrayBuffer> {
  const bitmap = blankBitmap(480, 360);
  printText(bitmap, 'FRACTIONS WORKSHEET', 20, 16, 2);
  printText(bitmap, 'NAME', 300, 16, 2);
  line(bitmap, 352, 32, 460, 32);
  handwrite(bitmap, 'A', 370, 10, 3, prng);
  line(bitmap, 20, 44, 460, 44, 2);
  for (let question = 0; question < 4; question += 1) {
    const bottom = prng.pick([2, 3, 4, 5, 6, 8]);
    const top = prng.int(1, bottom - 1);
    const whole = bottom * prng.int(2, 6);
    const right = (whole / bottom) * top;
    const answer = prng.chance(0.75) ? right : right + prng.pick([-2, -1, 1, 2]);
    const y = 70 + question * 70;
    printText(bitmap, `${question + 1}. ${top}/${bottom} OF ${whole} =`, 24, y, 3);
    line(bitmap, 300, y + 30, 440, y + 30);
    handwrite(bitmap, String(answer), 320, y - 6, 5, prng);
    if (prng.chance(0.3)) circleAround(bitmap, 350, y + 10, 44, 26, prng);
  }
  return encodePng(bitmap);
}

function working(index: number): Uint8Array<ArrayBuffer> {
  return pdfDocument([
    { heading: `My working - page 1`, lines: ['3/8 + 2/8 = 5/8', 'The denominators are the same,', 'so I add the numerators.', `Check: ${index + 5} eighths make ${index + 5}/8.`] },
    { heading: `My working - page 2`, lines: ['1/2 = 4/8, so 1/2 + 3/8 = 7/8', 'I drew a strip cut into eighths', 'and shaded the parts.'] },
  ]);
}

function fileRow(id: string, fileName: string, mimeType: string, bytes: Uint8Array, createdAt: string): UploadedFileRow {
  return { id, createdAt, fileName, mimeType, size: bytes.length, entityType: 'LessonBuilder', uploadedById: 'students', base64: bytesToBase64(bytes) };
}

const refOf = ({ id, fileName, mimeType, size, entityType }: UploadedFileRow): UploadedFile => ({ id, fileName, mimeType, size, entityType });

const CREATED_AT = '2026-11-01T00:00:00.000Z';
let built: AnswerFiles | null = null;

/**
 * The same files on every reset, so they are drawn once per page load (or test file) with their own generator:
 * the seed is rebuilt on every reset and drawing is its dearest part.
 */
export function answerFiles(): AnswerFiles {
  built ??= buildAnswerFiles(createPrng(20261123));
  return { ...built, rows: built.rows.map((row) => ({ ...row })) };
}

function buildAnswerFiles(prng: Prng): AnswerFiles {
  const createdAt = CREATED_AT;
  const images = Array.from({ length: WORKSHEETS }, (_, index) =>
    fileRow(`file-answer-worksheet-${index + 1}`, `worksheet-photo-${index + 1}.png`, 'image/png', worksheet(prng), createdAt),
  );
  const pdfs = [0, 1].map((index) => fileRow(`file-answer-working-${index + 1}`, `my-working-${index + 1}.pdf`, 'application/pdf', working(index), createdAt));
  const clips = TUNES.map((tune, index) => ({
    row: fileRow(`file-answer-recording-${index + 1}`, `recording-${index + 1}.wav`, 'audio/wav', wavClip(tune, 0.5), createdAt),
    seconds: wavSeconds(tune, 0.5),
  }));
  return {
    rows: [...images, ...pdfs, ...clips.map((clip) => clip.row)],
    images: images.map(refOf),
    pdfs: pdfs.map(refOf),
    clips: clips.map((clip) => ({ file: refOf(clip.row), seconds: clip.seconds })),
  };
}
