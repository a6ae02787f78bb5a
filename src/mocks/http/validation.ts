import type { z } from 'zod';
import { HttpError } from './errors';

type Issue = z.core.$ZodIssue;

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (inner, key) => (inner !== null && typeof inner === 'object' ? (inner as Record<PropertyKey, unknown>)[key] : undefined),
    value,
  );
}

/**
 * The issues to report, with a union's replaced by those of the option the body was aimed at: the one with the fewest
 * issues about fields that were not sent, then the fewest issues. So `{"order": 1.5}` to a rename-or-move body names
 * `order` ("a whole number"), not the body ("Invalid input").
 */
function fieldIssues(issues: readonly Issue[], body: unknown): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
    const sent = valueAt(body, issue.path);
    const unsent = (option: readonly Issue[]) => option.filter((inner) => valueAt(sent, inner.path) === undefined).length;
    const aimed = issue.errors.reduce((best, option) =>
      unsent(option) < unsent(best) || (unsent(option) === unsent(best) && option.length < best.length) ? option : best,
    );
    return fieldIssues(aimed.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })), body);
  });
}

/**
 * Parses a body with a zod schema; failures become 422 with the first message as `message` and one
 * message per field in `errors`, so the portal can show both.
 */
export function validate<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issues = fieldIssues(result.error.issues, body);
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    errors[field] ??= issue.message;
  }
  throw new HttpError(422, issues[0]?.message ?? 'The request is not valid.', errors);
}
