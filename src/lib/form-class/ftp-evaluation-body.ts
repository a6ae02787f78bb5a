import { z } from 'zod';
import { OBSERVATION_LEVELS } from '../school-rules/enums';
import { entriesOf } from './bodies';

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
