import { z } from 'zod';
import { COLOURS } from '../school/enums';
import { StaffMemberRefSchema, StudentRefSchema } from '../school/refs';

// What the e-badge reads and the award answer: the portal parses with these schemas and the demo backend's
// projections satisfy them (`satisfies z.input<…>`).

export const EbadgeSchema = z
  .object({ id: z.string(), name: z.string(), description: z.string(), colour: z.enum(COLOURS) })
  .meta({ id: 'Ebadge' });
export type Ebadge = z.infer<typeof EbadgeSchema>;

/** One badge awarded to one student, with who awarded it; a reference the backend cannot resolve is null. */
export const EbadgeAwardSchema = z
  .object({
    id: z.string(),
    studentId: z.string(),
    student: StudentRefSchema.nullable(),
    ebadgeId: z.string(),
    ebadge: EbadgeSchema.nullable(),
    awardedAt: z.string(),
    awardedBy: StaffMemberRefSchema.nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'EbadgeAward' });
export type EbadgeAward = z.infer<typeof EbadgeAwardSchema>;

/** What an award answers: how many awards it created (one per student named). */
export const AwardEbadgeResponseSchema = z.object({ created: z.number().int().nonnegative() });
