import type { QueryClient } from '@tanstack/react-query';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { setAccessToken } from '@/lib/auth-token';
import { forgetSessionSnapshot } from '@/lib/session/session-snapshot-key';

export const logoutEndpoint = defineEndpoint({
  operationId: 'logout',
  method: 'post',
  path: '/auth/logout',
  summary: 'Revoke the calling token',
  tag: 'Authentication',
});

/**
 * Forgets the session on this device without asking the server: token, the session's snapshot, self user,
 * role extension and every cached answer. Used when the server has already ended it (401).
 */
export function forgetSession(queryClient: QueryClient): void {
  setAccessToken(null);
  forgetSessionSnapshot();
  queryClient.cancelQueries();
  queryClient.clear();
}

/**
 * Logout (spec §4): tell the server, then clear local storage, auth, self user, role-extension
 * state and the query cache whatever the server said. Resolves to whether the server call
 * succeeded: on success the caller goes to "/", on failure to "/login".
 */
export async function logout(queryClient: QueryClient): Promise<boolean> {
  let serverLoggedOut = true;
  try {
    await callEndpoint(logoutEndpoint);
  } catch {
    serverLoggedOut = false;
  }
  forgetSession(queryClient);
  window.localStorage.clear();
  window.sessionStorage.clear();
  return serverLoggedOut;
}
