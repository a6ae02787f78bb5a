import { z } from 'zod';

// Request bodies of signing in (docs/api.md, "Authentication"): the sign-in page and the hand-off route send them,
// the demo backend validates with them. The password change is `changePasswordSchema` (password-policy.ts).

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
