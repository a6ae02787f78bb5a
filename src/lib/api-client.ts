import axios, { isAxiosError, type InternalAxiosRequestConfig } from 'axios';
import { getAccessToken } from '@/lib/auth-token';
import { backendReady } from '@/lib/backend-ready';
import { env } from '@/lib/env';
import { handleUnauthorized } from '@/lib/unauthorized-handler';

/**
 * The one HTTP client. It holds each request until the backend is ready (./backend-ready.ts), adds the bearer token
 * and turns a 401 into the end of the session.
 */
export const apiClient = axios.create({
  baseURL: env.apiUrl,
  headers: { Accept: 'application/json' },
  timeout: 30_000,
});

apiClient.interceptors.request.use(async (config) => {
  await backendReady();
  const token = getAccessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** Calls whose 401 means "wrong credentials", not "session expired". */
const CREDENTIAL_PATHS = ['/auth/login', '/auth/handoff', '/auth/logout'];

/**
 * Whether the current session sent the request: a 401 answering a request of an earlier session (still in flight
 * when the user signed in again, here or in another tab) says nothing about the session of now.
 */
function sentByCurrentSession(headers: InternalAxiosRequestConfig['headers'] | undefined): boolean {
  const token = getAccessToken();
  return token !== null && headers?.get('Authorization') === `Bearer ${token}`;
}

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (isAxiosError(error) && error.response?.status === 401) {
    const url = error.config?.url ?? '';
    if (!CREDENTIAL_PATHS.some((path) => url.endsWith(path)) && sentByCurrentSession(error.config?.headers)) {
      handleUnauthorized();
    }
  }
  return Promise.reject(error);
});
