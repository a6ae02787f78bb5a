import { callEndpoint } from '@/lib/endpoint';
import type { AuthUser } from '@/domain/auth/responses';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

export type { AuthUser };

export interface Credentials {
  username: string;
  password: string;
}

export async function login(credentials: Credentials): Promise<AuthUser> {
  // zod loads alongside the request instead of with the sign-in page, whose first load has a
  // 150 KB budget (docs/decisions/platform.md); the shell needs it right after anyway.
  const { loginEndpoint } = await import('@/features/auth/api/auth-user-schema');
  return callEndpoint(loginEndpoint, { body: credentials });
}

export function useLogin() {
  // The login form shows the error itself, next to the fields.
  return useSingleFlightMutation({ mutationKey: ['auth', 'login'], mutationFn: login, meta: { suppressErrorToast: true } });
}
