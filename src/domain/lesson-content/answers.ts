import { z } from 'zod';
import { ATTACH_FILES_MAX_FILES, PLAIN_TEXT_MAX_LENGTH, VOICE_RESPONSE_MAX_SECONDS } from './limits';
import { UploadedFileSchema } from './material-content';

// A student's answer to one question, by question type. The content types (Text/Media, Free Text, Link) are
// read, not answered, so they have no answer schema. The demo backend and the portal parse with the same schemas.

export const MultipleChoiceAnswer = z.object({ choiceIds: z.array(z.string().min(1)).max(50) });
/** One entry per blank, by the blank's index in the passage; an unanswered blank is an empty string. */
export const FillInTheBlankAnswer = z.object({ answers: z.array(z.string().max(PLAIN_TEXT_MAX_LENGTH)).max(200) });
export const FreeResponseAnswer = z.object({ text: z.string().max(PLAIN_TEXT_MAX_LENGTH) });
/** The passage as the student corrected it. */
export const ErrorEditingAnswer = z.object({ text: z.string().max(PLAIN_TEXT_MAX_LENGTH) });
export const VoiceResponseAnswer = z.object({
  fileId: z.string().min(1),
  durationSeconds: z.number().nonnegative().max(VOICE_RESPONSE_MAX_SECONDS),
});
export const AttachFilesAnswer = z.object({ files: z.array(UploadedFileSchema).max(ATTACH_FILES_MAX_FILES) });

export const ANSWER_SCHEMAS = {
  MULTIPLE_CHOICE: MultipleChoiceAnswer,
  FITB: FillInTheBlankAnswer,
  FREE_RESPONSE: FreeResponseAnswer,
  ERROR_EDITING: ErrorEditingAnswer,
  VOICE_RESPONSE: VoiceResponseAnswer,
  ATTACH_FILES: AttachFilesAnswer,
} as const;

export type AnsweredMaterialType = keyof typeof ANSWER_SCHEMAS;
export type AnswerContent<T extends AnsweredMaterialType> = z.output<(typeof ANSWER_SCHEMAS)[T]>;

export function isAnsweredType(type: string): type is AnsweredMaterialType {
  return Object.hasOwn(ANSWER_SCHEMAS, type);
}

function variant<T extends AnsweredMaterialType>(materialType: T) {
  return z.object({ materialType: z.literal(materialType), answer: ANSWER_SCHEMAS[materialType] });
}

/** A student's answer tagged with the type of the question it answers. */
export const AnswerSchema = z
  .discriminatedUnion('materialType', [
    variant('MULTIPLE_CHOICE'),
    variant('FITB'),
    variant('FREE_RESPONSE'),
    variant('ERROR_EDITING'),
    variant('VOICE_RESPONSE'),
    variant('ATTACH_FILES'),
  ])
  .meta({ id: 'Answer' });
export type Answer = z.output<typeof AnswerSchema>;
