import { z } from 'zod';
import { SelfUserSchema } from './self-user';

/** The auth user of spec §3, as `POST /auth/login` answers it. */
export const AuthUserSchema = z.object({ accessToken: z.string().min(1), hasDefaultPassword: z.boolean() });
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** POST /auth/handoff-codes: a one-time code for the admin portal link and when it stops working. */
export const HandoffCodeSchema = z.object({ code: z.string().min(1), expiresAt: z.string() });

/** POST /auth/handoff: a session for the user the code was minted for, marked as a hand-off, with the self user. */
export const HandoffAnswerSchema = z.object({
  accessToken: z.string().min(1),
  hasDefaultPassword: z.boolean(),
  impersonation: z.boolean(),
  user: SelfUserSchema,
});
export type HandoffAnswer = z.infer<typeof HandoffAnswerSchema>;

/** PUT /me/password: a confirmation sentence the portal does not rely on. */
export const PasswordChangedSchema = z.object({ message: z.string().optional() }).loose();
