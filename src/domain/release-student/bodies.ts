import { z } from 'zod';
import { calendarDateField } from '../school/date-fields';
import { ID_TYPES } from '../school/enums';
import { PICK_UP_ACTIONS } from './release-chain';
import { visibleText } from '../school/visible-text';

const text = (label: string, max: number) =>
  visibleText({ error: `${label} is required.` }).min(1, `${label} is required.`).max(max, `${label} is at most ${max} characters.`);

/** A new pick-up request, logged by the school office or a teacher when a family calls or arrives. */
export const PickUpRequestBodySchema = z.object({
  studentId: text('Student', 64),
  date: calendarDateField('Date must be a date.'),
  pickUpTime: z
    .string()
    .min(1, 'Pick-up time is required.')
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Pick-up time must be a time (HH:MM).'),
  reason: text('Reason', 300),
  collectorName: text('Collector’s name', 120),
  relationship: text('Relationship', 60),
  idType: z.enum(ID_TYPES, {
    error: (issue) =>
      issue.input === '' || issue.input === undefined
        ? 'ID type is required.'
        : `ID type must be one of ${ID_TYPES.join(', ')}.`,
  }),
  idNumber: text('ID number', 40),
});
export type PickUpRequestBody = z.infer<typeof PickUpRequestBodySchema>;

/** One step of the chain: approve, reject, release or cancel. */
export const PickUpTransitionBodySchema = z.object({ action: z.enum(PICK_UP_ACTIONS) });
export type PickUpTransitionBody = z.infer<typeof PickUpTransitionBodySchema>;
