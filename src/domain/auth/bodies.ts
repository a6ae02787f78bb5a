import { z } from 'zod';
import { changePasswordSchema } from './password-policy';

// Request bodies of signing in and of the password change (docs/api.md, "Authentication", "Password change"): the
// portal sends them, the demo backend validates with them.

/** POST /auth/login. The username is compared without surrounding spaces; a password is never trimmed. */
export const LoginBodySchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginBody = z.input<typeof LoginBodySchema>;

export const HANDOFF_EXPIRED_MESSAGE = 'This sign-in link has expired. Please sign in again.';

/** POST /auth/handoff: the one-time code from the URL fragment; a missing one reads as an expired link. */
export const HandoffBodySchema = z.object({
  code: z.string({ error: HANDOFF_EXPIRED_MESSAGE }).min(1, HANDOFF_EXPIRED_MESSAGE),
});
export type HandoffBody = z.input<typeof HandoffBodySchema>;

/**
 * PUT /me/password as the contract states it: the password policy (password-policy.ts) without the default
 * password, which is the deployment's own (the demo backend and the profile form pass theirs to `changePasswordSchema`).
 */
export const ChangePasswordBodySchema = changePasswordSchema();
