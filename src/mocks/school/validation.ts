import type { z } from 'zod';
import { HttpError } from '../http/errors';

/**
 * Like http/validation's validate, but answers 400 as the issue 4 contract asks: the first problem as
 * `message`, one message per field in `errors`.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  throw new HttpError(400, result.error.issues[0]?.message ?? 'The request is not valid.', errors);
}

export function parseTerm(value: string | null | undefined): 1 | 2 | 3 | 4 {
  const term = Number(value);
  if (term === 1 || term === 2 || term === 3 || term === 4) return term;
  throw new HttpError(400, 'Term must be 1, 2, 3 or 4.');
}
