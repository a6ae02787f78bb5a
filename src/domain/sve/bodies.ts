import { z } from 'zod';
import { calendarDateField } from '../school/date-fields';
import { visibleText } from '../school/visible-text';

/** Limits of SVE assignments and past papers, shared by the forms and the demo backend (docs/decisions/sve.md). */
export const SVE_TITLE_MAX = 120;
export const SVE_INSTRUCTIONS_MAX = 2000;
export const SVE_ATTACHMENTS_MAX = 10;

/** The three libraries of files kept per exam type, and an assignment's attachments. */
export const SVE_FILE_KINDS = ['ASSIGNMENT', 'PAST_PAPER', 'BMT', 'EXAM_SUPPORTING'] as const;
export type SveFileKind = (typeof SVE_FILE_KINDS)[number];

const title = visibleText({ error: 'Enter a title.' })
  .min(1, 'Enter a title.')
  .max(SVE_TITLE_MAX, `Keep the title to ${SVE_TITLE_MAX} characters.`);

/** An SVE assignment as the portal sends it; `fileIds` are files uploaded with entityType SVE (spec §7). */
export const SveAssignmentBodySchema = z
  .object({
    title,
    dueDate: calendarDateField('Enter the due date as a real date.', 'Enter the due date.'),
    instructions: visibleText()
      .max(SVE_INSTRUCTIONS_MAX, `Keep the instructions to ${SVE_INSTRUCTIONS_MAX} characters.`),
    fileIds: z.array(z.string().min(1)).max(SVE_ATTACHMENTS_MAX, `Attach at most ${SVE_ATTACHMENTS_MAX} files.`),
  })
  .meta({ id: 'SveAssignmentBody' });
export type SveAssignmentBody = z.infer<typeof SveAssignmentBodySchema>;

/** A past paper: a file uploaded with entityType SVE, its title and the year the paper was sat. */
export const SvePastPaperBodySchema = z
  .object({
    title,
    year: z
      .number({ error: 'Enter the year the paper was sat.' })
      .int()
      .min(1990, 'Enter a year from 1990.')
      .max(2100, 'Enter a year up to 2100.'),
    fileId: z.string({ error: 'Upload the paper first.' }).min(1, 'Upload the paper first.'),
  })
  .meta({ id: 'SvePastPaperBody' });
export type SvePastPaperBody = z.infer<typeof SvePastPaperBodySchema>;
