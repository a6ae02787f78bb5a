import type { AxiosError } from 'axios';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const NETWORK_ERROR_MESSAGE = 'Cannot reach the server. Check your connection and try again.';
/** A 423 that names no one: the records were signed off (issue 23 §4); the server's message says who and when. */
export const LOCKED_MESSAGE = 'These records are signed off and locked, so nothing was saved.';
export const MALFORMED_RESPONSE_MESSAGE =
  'The server sent an answer the portal does not understand. Please try again or contact support.';

/** A failed call, reduced to what a screen needs to tell the user. */
export interface ApiErrorInfo {
  status: number | null;
  message: string;
  fieldErrors: Record<string, string>;
}

/**
 * An error of the API client: a response with an error status, or none at all. Read from the field axios
 * marks its errors with (what its own `isAxiosError` checks) rather than importing axios, which the sign-in
 * page's first load goes without (docs/decisions/platform.md): src/lib/endpoint.ts loads the client with
 * the first call, and every module the first load runs recognises the client's errors through here.
 */
export function isApiClientError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && 'isAxiosError' in error && error.isAxiosError === true;
}

/**
 * A response that failed its schema. Recognised by name rather than `instanceof ZodError` so that
 * this module, which the sign-in page loads, does not pull in zod (docs/decisions/platform.md).
 */
function isZodError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ZodError' && 'issues' in error;
}

function serverMessage(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) {
    return data.message;
  }
  return undefined;
}

function serverFieldErrors(data: unknown): Record<string, string> {
  if (data && typeof data === 'object' && 'errors' in data && data.errors && typeof data.errors === 'object') {
    return Object.fromEntries(
      Object.entries(data.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  return {};
}

/**
 * The server's message, else the error's own message, else the fallback (spec §8's order for the
 * password update, used everywhere for consistency).
 */
export function toApiError(error: unknown, fallback = GENERIC_ERROR_MESSAGE): ApiErrorInfo {
  if (isZodError(error)) {
    return { status: null, message: MALFORMED_RESPONSE_MESSAGE, fieldErrors: {} };
  }
  if (isApiClientError(error)) {
    if (!error.response) {
      return { status: null, message: NETWORK_ERROR_MESSAGE, fieldErrors: {} };
    }
    const { status, data } = error.response;
    return {
      status,
      message:
        serverMessage(data) ?? (status === 423 ? LOCKED_MESSAGE : status >= 500 ? fallback : error.message || fallback),
      fieldErrors: serverFieldErrors(data),
    };
  }
  if (error instanceof Error && error.message) {
    return { status: null, message: error.message, fieldErrors: {} };
  }
  return { status: null, message: fallback, fieldErrors: {} };
}

/**
 * Spec §8's order for a failure a screen words itself (the password change): the server's message, else the error's
 * own message — a network error's ("Network Error") too, where {@link toApiError} words it for every other screen —
 * else the fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiClientError(error) && !error.response && error.message) return error.message;
  return toApiError(error, fallback).message;
}
