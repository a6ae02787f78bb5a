import { z } from 'zod';
import { defineEndpoint } from '@/lib/endpoint';

/** The auth user of spec §3, as `POST /auth/login` answers it. */
export const AuthUserSchema = z.object({ accessToken: z.string().min(1), hasDefaultPassword: z.boolean() });
export type AuthUser = z.infer<typeof AuthUserSchema>;

// Declared here rather than in login.ts: this module (and zod with it) loads only when the user
// signs in, keeping the sign-in page's first load under its budget (docs/decisions.md).
export const loginEndpoint = defineEndpoint({
  operationId: 'login',
  method: 'post',
  path: '/auth/login',
  summary: 'Sign in with username and password',
  tag: 'Authentication',
  body: z.object({ username: z.string().min(1), password: z.string().min(1) }),
  response: AuthUserSchema,
  errors: [401, 413, 415, 422, 429],
  public: true,
});
