import { z } from 'zod';
import { calendarDateField } from '../school/date-fields';
import { LEAPS_DOMAINS } from '../school/enums';
import { LEAPS_MAX_LEVEL } from './leaps';
import { uniqueBy } from '../school/unique-keys';
import { visibleText } from '../school/visible-text';

/** Limits of a LEAPS event, shared by the form and the demo backend (docs/decisions/leaps.md). */
export const LEAPS_EVENT_NAME_MAX = 120;
export const LEAPS_EVENT_DESCRIPTION_MAX = 1000;
export const LEAPS_EVENT_ROLE_MAX = 80;
export const LEAPS_EVENT_STUDENTS_MAX = 200;

const level = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(LEAPS_MAX_LEVEL, message);

export const LeapsEventStudentInputSchema = z
  .object({
    studentId: z.string().min(1, 'Choose a student.'),
    role: visibleText().max(LEAPS_EVENT_ROLE_MAX, `Keep the role to ${LEAPS_EVENT_ROLE_MAX} characters.`),
    /** The student's own level where it differs from the event's (an individual medal in a team event); null: the event's. */
    level: level('Choose a level from 1 to 4.').nullable(),
  })
  .meta({ id: 'LeapsEventStudentInput' });

/** A LEAPS event as the portal sends it (create); the demo backend validates with the same schema (422 per field). */
export const LeapsEventBodySchema = z
  .object({
    name: visibleText({ error: 'Enter the event’s name.' })
      .min(1, 'Enter the event’s name.')
      .max(LEAPS_EVENT_NAME_MAX, `Keep the name to ${LEAPS_EVENT_NAME_MAX} characters.`),
    domain: z.enum(LEAPS_DOMAINS, { error: 'Choose a domain.' }),
    level: level('Choose a level from 1 to 4.'),
    date: calendarDateField('Enter the date as day/month/year, e.g. 21/11/2026.', 'Enter the date of the event.'),
    description: visibleText()
      .max(LEAPS_EVENT_DESCRIPTION_MAX, `Keep the description to ${LEAPS_EVENT_DESCRIPTION_MAX} characters.`),
    students: z
      .array(LeapsEventStudentInputSchema)
      .min(1, 'Add at least one student.')
      .max(LEAPS_EVENT_STUDENTS_MAX, `An event can list at most ${LEAPS_EVENT_STUDENTS_MAX} students.`)
      .superRefine(uniqueBy((student) => student.studentId, 'This student is listed twice.', 'studentId')),
  })
  .meta({ id: 'LeapsEventBody' });
export type LeapsEventBody = z.infer<typeof LeapsEventBodySchema>;
export type LeapsEventBodyInput = z.input<typeof LeapsEventBodySchema>;

/** An update carries the version the editor read: a newer one on the server is a 409. */
export const LeapsEventUpdateBodySchema = LeapsEventBodySchema.extend({ version: z.number().int().min(0) }).meta({
  id: 'LeapsEventUpdateBody',
});
export type LeapsEventUpdateBody = z.infer<typeof LeapsEventUpdateBodySchema>;
