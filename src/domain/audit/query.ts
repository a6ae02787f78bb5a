import { z } from 'zod';
import { calendarDateField } from '../school/date-fields';
import { AUDIT_SECTIONS } from './sections';

// The filters of a pupil's or a class's history and of the personal-details log: the filter form checks them with
// this schema and the backend answers 422 naming the field with the same one.

const DateSchema = calendarDateField('Enter a real date, as YYYY-MM-DD.');

export const AuditFilterSchema = z
  .object({
    section: z.enum(AUDIT_SECTIONS).optional(),
    actorId: z.string().min(1).optional(),
    from: DateSchema.optional(),
    to: DateSchema.optional(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { message: 'The end date is before the start date.', path: ['to'] });
export type AuditFilter = z.infer<typeof AuditFilterSchema>;
