import { z } from 'zod';

/** The auth user of spec §3, as `POST /auth/login` answers it. */
export const AuthUserSchema = z.object({ accessToken: z.string().min(1), hasDefaultPassword: z.boolean() });
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** POST /auth/handoff-codes: a one-time code for the admin portal link and when it stops working. */
export const HandoffCodeSchema = z.object({ code: z.string().min(1), expiresAt: z.string() });
