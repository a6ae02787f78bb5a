import { z } from 'zod';
import { visibleText } from '../school/visible-text';
import { REMARK_MAX_LENGTH } from '../form-class/limits';
import { REMARK_TOO_LONG_MESSAGE } from '../form-class/bodies';

// Request bodies of the report season's writes (issue 23). Each carries the version of the season (or the
// suggestion) it was read at; a stale one answers 409 and nothing is written.

export const SEASON_NOTE_MAX_LENGTH = 500;
export const OVERRIDE_REQUIRED_MESSAGE = 'The board still has gaps: give the reason for marking the class ready anyway.';
export const REOPEN_REASON_REQUIRED_MESSAGE = 'Give the reason for reopening the reports.';
const NOTE_TOO_LONG_MESSAGE = `At most ${SEASON_NOTE_MAX_LENGTH} characters.`;

const version = z.number({ error: 'Version must be a number.' }).int().nonnegative();
const note = (required: string) => visibleText({ error: required }).min(1, required).max(SEASON_NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE);

/** Form teacher: the class is ready; `override` is required (and recorded) while the board has gaps. */
export const MarkReadyBodySchema = z
  .object({ version, override: note(OVERRIDE_REQUIRED_MESSAGE).nullable().default(null) })
  .meta({ id: 'MarkReportSeasonReadyBody' });
export type MarkReadyBody = z.input<typeof MarkReadyBodySchema>;

/** Principal: signs off a class marked ready; from then on its term records are locked (423). */
export const SignOffBodySchema = z.object({ version }).meta({ id: 'SignOffReportSeasonBody' });
export type SignOffBody = z.input<typeof SignOffBodySchema>;

/** Back to open: the principal after a sign-off, the form teacher or principal while only marked ready. */
export const ReopenBodySchema = z
  .object({ version, reason: note(REOPEN_REASON_REQUIRED_MESSAGE) })
  .meta({ id: 'ReopenReportSeasonBody' });
export type ReopenBody = z.input<typeof ReopenBodySchema>;

/** Form teacher: asks a staff member of the campus to proofread the class's remarks. */
export const AskProofreaderBodySchema = z
  .object({ version, proofreaderId: z.string().min(1, 'Choose a colleague.') })
  .meta({ id: 'AskProofreaderBody' });
export type AskProofreaderBody = z.input<typeof AskProofreaderBodySchema>;

export const SUGGESTION_SAME_MESSAGE = 'The suggestion is the same as the remark.';

/** Proofreader: a tracked edit of one pupil's remark, written against the remark's version it read. */
export const SuggestRemarkBodySchema = z
  .object({
    studentId: z.string().min(1, 'Name the student.'),
    remarkVersion: version,
    suggested: visibleText().min(1, 'Enter the suggested remark.').max(REMARK_MAX_LENGTH, REMARK_TOO_LONG_MESSAGE),
  })
  .meta({ id: 'SuggestRemarkBody' });
export type SuggestRemarkBody = z.input<typeof SuggestRemarkBodySchema>;

/** Form teacher: accepts (the remark becomes the suggestion) or declines a pending suggestion. */
export const DecideSuggestionBodySchema = z
  .object({ version, decision: z.enum(['accept', 'decline'], { error: 'Accept or decline.' }) })
  .meta({ id: 'DecideRemarkSuggestionBody' });
export type DecideSuggestionBody = z.input<typeof DecideSuggestionBodySchema>;
