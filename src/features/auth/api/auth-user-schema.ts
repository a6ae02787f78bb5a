import { z } from 'zod';

/** The auth user of spec §3, as `POST /auth/login` answers it. */
export const AuthUserSchema = z.object({ accessToken: z.string().min(1), hasDefaultPassword: z.boolean() });
export type AuthUser = z.infer<typeof AuthUserSchema>;
