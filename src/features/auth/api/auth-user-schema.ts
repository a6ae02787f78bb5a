import { defineEndpoint } from '@/lib/endpoint';
import { LoginBodySchema } from '@/domain/auth/bodies';
import { AuthUserSchema } from '@/domain/auth/responses';

// Declared here rather than in login.ts: this module (and zod with it) loads only when the user
// signs in, keeping the sign-in page's first load under its budget (docs/decisions/platform.md).
export const loginEndpoint = defineEndpoint({
  operationId: 'login',
  method: 'post',
  path: '/auth/login',
  summary: 'Sign in with username and password',
  tag: 'Authentication',
  body: LoginBodySchema,
  response: AuthUserSchema,
  errors: [401, 413, 415, 422, 429],
  public: true,
});
