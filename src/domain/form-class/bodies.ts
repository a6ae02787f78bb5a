import { z } from 'zod';
import { FREQUENCIES, OBSERVATION_LEVELS, PROMOTION_OUTCOMES } from '../school/enums';
import { uniqueBy } from '../school/unique-keys';
import { FORM_CLASS_MAX_ENTRIES, REMARK_MAX_LENGTH, RETAIN_REASON_MAX_LENGTH } from './limits';
import { isPlausibleMeasurement, measurementMessage } from './measurements';
import { visibleText } from '../school/visible-text';

// Request bodies of the form-class saves (docs/api.md, "Form class records"): the grids send them and the demo
// backend validates with them, so a refusal names the same field (`entries.3.text`) with the same sentence.
// Each save carries the changed students only, each with the version of the record it was read at: a record
// changed since answers 409 and nothing of the save is written.

export const REMARK_TOO_LONG_MESSAGE = `A remark can be at most ${REMARK_MAX_LENGTH} characters.`;
export const RETAIN_REASON_REQUIRED_MESSAGE = 'Give the reason for retaining the student.';
export const RETAIN_REASON_TOO_LONG_MESSAGE = `The reason can be at most ${RETAIN_REASON_MAX_LENGTH} characters.`;
export const NO_ENTRIES_MESSAGE = 'Change at least one student before saving.';
export const DUPLICATE_STUDENT_MESSAGE = 'This student is in the save twice.';

export const TermSchema = z.literal([1, 2, 3, 4], { error: 'Term must be 1, 2, 3 or 4.' });

/** The version of a student's record as read: 0 when it had never been saved. */
const version = z.number({ error: 'Version must be a number.' }).int().nonnegative();
const studentId = z.string().min(1, 'Name the student.');

/** The changed students, each once (the FTP evaluation's body uses it too). */
export function entriesOf<Entry extends z.ZodObject<{ studentId: typeof studentId }>>(entry: Entry) {
  return z
    .array(entry)
    .min(1, NO_ENTRIES_MESSAGE)
    .max(FORM_CLASS_MAX_ENTRIES, `A save can carry at most ${FORM_CLASS_MAX_ENTRIES} students.`)
    .superRefine(uniqueBy((item) => String(item.studentId), DUPLICATE_STUDENT_MESSAGE, 'studentId'));
}

/** A remark; null or "" clears it (spaces or invisible characters alone are refused, docs/api.md "Free text"). */
export const RemarkEntrySchema = z.object({
  studentId,
  text: visibleText().max(REMARK_MAX_LENGTH, REMARK_TOO_LONG_MESSAGE).nullable(),
  version,
});
export const SaveRemarksBodySchema = z
  .object({ academicYearId: z.string().min(1), term: TermSchema, entries: entriesOf(RemarkEntrySchema) })
  .meta({ id: 'SaveRemarksBody' });
export type SaveRemarksBody = z.input<typeof SaveRemarksBodySchema>;

const measurement = (name: 'heightCm' | 'weightKg') =>
  z
    .number({ error: measurementMessage(name) })
    .refine((value) => isPlausibleMeasurement(name, value), measurementMessage(name))
    .nullable();

/** Height in centimetres and weight in kilograms; null clears a value. */
export const HeightWeightEntrySchema = z.object({ studentId, heightCm: measurement('heightCm'), weightKg: measurement('weightKg'), version });
export const SaveHeightWeightBodySchema = z
  .object({ academicYearId: z.string().min(1), term: TermSchema, entries: entriesOf(HeightWeightEntrySchema) })
  .meta({ id: 'SaveHeightWeightBody' });
export type SaveHeightWeightBody = z.input<typeof SaveHeightWeightBodySchema>;

/** One frequency per descriptor, in the order `GET …/conduct` lists the descriptors; null where none is given. */
export const ConductEntrySchema = z.object({
  studentId,
  frequencies: z.array(z.enum(FREQUENCIES, { error: 'Frequency must be A, M, S or N.' }).nullable()).max(50),
  version,
});
export const SaveConductBodySchema = z
  .object({ academicYearId: z.string().min(1), term: TermSchema, entries: entriesOf(ConductEntrySchema) })
  .meta({ id: 'SaveConductBody' });
export type SaveConductBody = z.input<typeof SaveConductBodySchema>;

/** The year's outcome and next year's stream; Retained needs a reason and takes no stream. */
export const StreamingEntrySchema = z
  .object({
    studentId,
    promotionOutcome: z.enum(PROMOTION_OUTCOMES, { error: 'Choose Promoted, Conditionally Promoted or Retained.' }).nullable(),
    nextStreamId: z.string().min(1).nullable(),
    retainReason: visibleText().max(RETAIN_REASON_MAX_LENGTH, RETAIN_REASON_TOO_LONG_MESSAGE).nullable(),
    version,
  })
  .superRefine((entry, context) => {
    if (entry.promotionOutcome === 'Retained' && (entry.retainReason ?? '').trim() === '') {
      context.addIssue({ code: 'custom', message: RETAIN_REASON_REQUIRED_MESSAGE, path: ['retainReason'] });
    }
  });
export const SaveStreamingBodySchema = z
  .object({ academicYearId: z.string().min(1), entries: entriesOf(StreamingEntrySchema) })
  .meta({ id: 'SaveStreamingBody' });
export type SaveStreamingBody = z.input<typeof SaveStreamingBodySchema>;

/** A remark template of the caller's comment bank; merge fields such as {name} or {he} are kept as typed. */
export const RemarkBankBodySchema = z
  .object({
    text: visibleText({ error: 'Write the remark to keep.' }).min(1, 'Write the remark to keep.').max(REMARK_MAX_LENGTH, REMARK_TOO_LONG_MESSAGE),
  })
  .meta({ id: 'RemarkBankBody' });
export type RemarkBankBody = z.input<typeof RemarkBankBodySchema>;

// The body of the FTP evaluation save (docs/api.md, "Form class records"): the grid sends it and the demo backend
// validates with it, so a refusal names the same field (`entries.3.levels.1`) with the same sentence.

export const OBSERVATION_LEVEL_MESSAGE = 'Level must be Need Assistance, Emerging, Frequently Observed or Consistently Observed.';

/** The levels a homeroom class's year can hold per area: at most this many areas are ever observed. */
export const FTP_EVALUATION_MAX_AREAS = 50;

/** One level per observation area, in the order `GET …/ftp-evaluation` lists the areas; null where none is given. */
export const FtpEvaluationEntrySchema = z.object({
  studentId: z.string().min(1, 'Name the student.'),
  levels: z.array(z.enum(OBSERVATION_LEVELS, { error: OBSERVATION_LEVEL_MESSAGE }).nullable()).max(FTP_EVALUATION_MAX_AREAS),
  version: z.number({ error: 'Version must be a number.' }).int().nonnegative(),
});

/** The changed students of one class's year-end FTP evaluation, each with the version of their record as read. */
export const SaveFtpEvaluationBodySchema = z
  .object({ academicYearId: z.string().min(1), entries: entriesOf(FtpEvaluationEntrySchema) })
  .meta({ id: 'SaveFtpEvaluationBody' });
export type SaveFtpEvaluationBody = z.input<typeof SaveFtpEvaluationBodySchema>;

/** The sentence of a save whose entry gives the wrong number of levels. */
export const levelsCountMessage = (count: number) => `Give one level (or none) for each of the ${count} observation areas.`;
