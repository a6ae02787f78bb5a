import { z } from 'zod';
import { uniqueBy } from '../school/unique-keys';
import { blanksOf } from './fill-in-the-blank';
import {
  ATTACH_FILES_MAX_FILES,
  MATERIAL_TITLE_MAX_LENGTH,
  MAX_MARK_LIMIT,
  MULTIPLE_CHOICE_MAX_CHOICES,
  MULTIPLE_CHOICE_MIN_CHOICES,
  PLAIN_TEXT_MAX_LENGTH,
  RICH_TEXT_MAX_LENGTH,
  VOICE_RESPONSE_MAX_SECONDS,
  VOICE_RESPONSE_MIN_SECONDS,
} from './limits';
import { MATERIAL_TYPES } from './material-types';
import { hasImageWithoutAlt, IMAGE_ALT_MISSING_MESSAGE } from './rich-text-media';
import { isSafeHttpUrl } from './safe-url';
import { visibleText } from '../school/visible-text';

// One set of rules for the editors (zodResolver) and the demo backend (422 naming the field): a field's
// path in the error is `content.<name>` (or `title`), which is how both name it.

const text = (label: string, max = PLAIN_TEXT_MAX_LENGTH) =>
  visibleText({ error: `${label} is required.` })
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max} characters.`);

const maxMark = z
  .number({ error: 'Maximum mark must be a number.' })
  .int('Maximum mark must be a whole number.')
  .min(1, 'Maximum mark must be at least 1.')
  .max(MAX_MARK_LIMIT, `Maximum mark can be at most ${MAX_MARK_LIMIT}.`);

/** A file stored by the upload call (spec §3 "Uploaded file"). */
export const UploadedFileSchema = z
  .object({
    id: z.string(),
    fileName: z.string(),
    mimeType: z.string(),
    size: z.number().int().nonnegative(),
    entityType: z.string(),
  })
  .meta({ id: 'UploadedFile' });
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

export const TextMediaContent = z.object({
  html: text('Content', RICH_TEXT_MAX_LENGTH).refine((html) => !hasImageWithoutAlt(html), IMAGE_ALT_MISSING_MESSAGE),
});
export const FreeTextContent = z.object({ text: text('Text') });
export const LinkContent = z.object({
  url: z
    .string({ error: 'Link address is required.' })
    .trim()
    .min(1, 'Link address is required.')
    .refine(isSafeHttpUrl, 'Enter a full web address starting with http:// or https://.'),
  description: visibleText().max(PLAIN_TEXT_MAX_LENGTH).default(''),
});
export const AttachFilesContent = z.object({
  instructions: visibleText().max(PLAIN_TEXT_MAX_LENGTH).default(''),
  /** Set when students hand in files of their own for it, marked by hand (issue 10); absent for files only to read. */
  maxMark: maxMark.optional(),
  files: z
    .array(UploadedFileSchema)
    .min(1, 'Attach at least one file.')
    .max(ATTACH_FILES_MAX_FILES, `Attach at most ${ATTACH_FILES_MAX_FILES} files.`)
    .superRefine(uniqueBy((file) => file.id, 'This file is attached twice.', 'id')),
});

export const MultipleChoiceContent = z
  .object({
    question: text('Question'),
    choices: z
      .array(z.object({ id: z.string().min(1), text: text('Choice') }))
      .min(MULTIPLE_CHOICE_MIN_CHOICES, `Give at least ${MULTIPLE_CHOICE_MIN_CHOICES} choices.`)
      .max(MULTIPLE_CHOICE_MAX_CHOICES, `Give at most ${MULTIPLE_CHOICE_MAX_CHOICES} choices.`),
    correctChoiceIds: z.array(z.string()).min(1, 'Mark at least one choice as correct.'),
    maxMark,
  })
  .superRefine((value, context) => {
    const ids = new Set(value.choices.map((choice) => choice.id));
    if (ids.size !== value.choices.length) context.addIssue({ code: 'custom', path: ['choices'], message: 'Choices must be different.' });
    if (value.correctChoiceIds.some((id) => !ids.has(id)))
      context.addIssue({ code: 'custom', path: ['correctChoiceIds'], message: 'A correct answer must be one of the choices.' });
  });

export const FillInTheBlankContent = z
  .object({ passage: text('Passage'), caseSensitive: z.boolean().default(false), maxMark })
  .superRefine((value, context) => {
    const blanks = blanksOf(value.passage);
    if (blanks.length === 0)
      context.addIssue({ code: 'custom', path: ['passage'], message: 'Add at least one blank, written as [answer].' });
    else if (blanks.some((blank) => blank.answers.length === 0))
      context.addIssue({ code: 'custom', path: ['passage'], message: 'Every blank needs at least one accepted answer.' });
  });

export const FreeResponseContent = z.object({
  prompt: text('Question'),
  modelAnswer: visibleText().max(PLAIN_TEXT_MAX_LENGTH).default(''),
  maxMark,
});

export const ErrorEditingContent = z
  .object({
    instructions: visibleText().max(PLAIN_TEXT_MAX_LENGTH).default(''),
    passage: text('Passage'),
    errors: z
      .array(z.object({ wrong: text('Error'), correction: text('Correction') }))
      .min(1, 'List at least one error and its correction.'),
    maxMark,
  })
  .superRefine((value, context) => {
    value.errors.forEach((error, index) => {
      if (error.wrong.length > 0 && !value.passage.includes(error.wrong))
        context.addIssue({ code: 'custom', path: ['errors', index, 'wrong'], message: 'This error does not appear in the passage.' });
      if (error.wrong === error.correction)
        context.addIssue({ code: 'custom', path: ['errors', index, 'correction'], message: 'The correction must differ from the error.' });
    });
  });

export const VoiceResponseContent = z.object({
  prompt: text('Prompt'),
  maxDurationSeconds: z
    .number({ error: 'Maximum recording length must be a number.' })
    .int('Maximum recording length must be whole seconds.')
    .min(VOICE_RESPONSE_MIN_SECONDS, `Maximum recording length must be at least ${VOICE_RESPONSE_MIN_SECONDS} seconds.`)
    .max(VOICE_RESPONSE_MAX_SECONDS, `Maximum recording length can be at most ${VOICE_RESPONSE_MAX_SECONDS} seconds.`),
  maxMark,
});

export const MATERIAL_CONTENT_SCHEMAS = {
  TEXT_MEDIA: TextMediaContent,
  FREE_TEXT: FreeTextContent,
  LINK: LinkContent,
  ATTACH_FILES: AttachFilesContent,
  MULTIPLE_CHOICE: MultipleChoiceContent,
  FITB: FillInTheBlankContent,
  FREE_RESPONSE: FreeResponseContent,
  ERROR_EDITING: ErrorEditingContent,
  VOICE_RESPONSE: VoiceResponseContent,
} as const;

type Schemas = typeof MATERIAL_CONTENT_SCHEMAS;
export type MaterialContent<T extends keyof Schemas> = z.output<Schemas[T]>;

const title = text('Title', MATERIAL_TITLE_MAX_LENGTH);

function variant<T extends keyof Schemas>(materialType: T) {
  return z.object({ materialType: z.literal(materialType), title, content: MATERIAL_CONTENT_SCHEMAS[materialType] });
}

/** What an editor sends to create or update a material (the server adds id, order, status and version). */
export const MaterialInputSchema = z
  .discriminatedUnion('materialType', [
    variant('TEXT_MEDIA'),
    variant('FREE_TEXT'),
    variant('LINK'),
    variant('ATTACH_FILES'),
    variant('MULTIPLE_CHOICE'),
    variant('FITB'),
    variant('FREE_RESPONSE'),
    variant('ERROR_EDITING'),
    variant('VOICE_RESPONSE'),
  ])
  .meta({ id: 'MaterialInput' });
export type MaterialInput = z.output<typeof MaterialInputSchema>;

export const MaterialTypeSchema = z.enum(MATERIAL_TYPES).meta({ id: 'MaterialType' });
