import { z } from 'zod';
import { NamedRefSchema } from '../school/refs';
import { LEAPS_ATTAINMENTS, LEAPS_DOMAINS } from '../school/enums';

// What the LEAPS screens read: the portal parses with these schemas and the demo backend projects its answers
// through them (mocks/leaps/views.ts).

const level = z.number().int().min(0).max(4);

/** One student of an event as the user may see them: their class, role and own level (null: the event's). */
export const LeapsEventStudentSchema = z
  .object({
    id: z.string(),
    fullName: z.string(),
    classYear: NamedRefSchema.nullable(),
    role: z.string().nullable(),
    level: z.number().int().min(1).max(4).nullable(),
  })
  .meta({ id: 'LeapsEventStudent' });
export type LeapsEventStudent = z.infer<typeof LeapsEventStudentSchema>;

/** A LEAPS event (docs/api.md "LEAPS events"): list row and detail alike. */
export const LeapsEventSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    version: z.number().int(),
    name: z.string(),
    domain: z.enum(LEAPS_DOMAINS),
    level: z.number().int().min(1).max(4),
    date: z.string(),
    academicYearId: z.string(),
    academicYear: NamedRefSchema,
    description: z.string(),
    /** Only the students of classes the user keeps LEAPS records for. */
    students: z.array(LeapsEventStudentSchema),
    studentsCount: z.number().int().nonnegative(),
    /** Students of other classes on the event, counted but not named. */
    otherStudentsCount: z.number().int().nonnegative(),
    createdBy: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  })
  .meta({ id: 'LeapsEvent' });
export type LeapsEvent = z.infer<typeof LeapsEventSchema>;

/** One student's attainment in a year, computed by the backend with domain/leaps/leaps.ts. */
export const LeapsAttainmentRowSchema = z
  .object({
    id: z.string(),
    student: z.object({ id: z.string(), fullName: z.string() }),
    participation: level,
    achievement: level,
    leadership: level,
    service: level,
    overallAttainment: z.enum(LEAPS_ATTAINMENTS).nullable(),
    eventsCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'LeapsAttainmentRow' });
export type LeapsAttainmentRow = z.infer<typeof LeapsAttainmentRowSchema>;
