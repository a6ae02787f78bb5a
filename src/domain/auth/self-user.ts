import { z } from 'zod';
import { ACTIONS, SUBJECTS } from '../../config/permissions';
import { CONTENT_ROLES } from '../lesson-content/review';

/** One permission of the signed-in user: an action on a subject (spec §6). */
export const PermissionSchema = z.object({ action: z.enum(ACTIONS), subject: z.enum(SUBJECTS) });

/** The signed-in user as `GET /me` (and the hand-off) answers it: the portal parses it, the demo backend builds it. */
export const SelfUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string().nullable().optional(),
  classYearsIds: z.array(z.string()),
  adminPageAccessId: z.string().nullable(),
  crossPortalAvailability: z.boolean(),
  sgechineseServiceAvailability: z.boolean(),
  koobitsServiceAvailability: z.boolean(),
  hasDefaultPassword: z.boolean(),
  /** Content authoring roles (spec §6); a backend without them means none. */
  contentRoles: z.array(z.enum(CONTENT_ROLES)).default([]),
  // Unknown subjects from a newer backend are dropped rather than failing the whole session.
  permissions: z
    .array(z.unknown())
    .transform((items) =>
      items.flatMap((item) => {
        const parsed = PermissionSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    )
    // What remains is the documented shape (docs/openapi.json describes the answer by this schema).
    .pipe(z.array(PermissionSchema)),
});
export type SelfUser = z.infer<typeof SelfUserSchema>;
