import type { z } from 'zod';
import { HttpError } from './errors';

/**
 * Parses a body with a zod schema; failures become 422 with the first message as `message` and one
 * message per field in `errors`, so the portal can show both.
 */
export function validate<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    errors[field] ??= issue.message;
  }
  throw new HttpError(422, result.error.issues[0]?.message ?? 'The request is not valid.', errors);
}
