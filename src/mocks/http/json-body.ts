import { HttpError } from './errors';

export const NOT_JSON_BODY_MESSAGE = 'The request body is not valid JSON.';
export const NOT_FINITE_MESSAGE = 'Numbers must be finite (1e309 and the like are too large to store).';

/** The dotted path of every number in a parsed body that is not finite, as `validate` names fields. */
function nonFinitePaths(value: unknown, path: string[], found: string[]): string[] {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) found.push(path.join('.') || 'body');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nonFinitePaths(item, [...path, String(index)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) nonFinitePaths(item, [...path, key], found);
  }
  return found;
}

/**
 * Parses a JSON body's text, the one reader of both the in-browser backend and the standalone server.
 * JSON's grammar allows `1e309`, which parses to Infinity: it is refused here (422 naming each field)
 * before any validation, so no path can store it, and so the standalone server never hands Infinity
 * to its middleware, whose JSON.stringify would turn it into null and clear the stored value.
 * An empty body is `{}`; text that is not JSON is a 400.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, NOT_JSON_BODY_MESSAGE);
  }
  const paths = nonFinitePaths(parsed, [], []);
  if (paths.length > 0) throw new HttpError(422, NOT_FINITE_MESSAGE, Object.fromEntries(paths.map((path) => [path, NOT_FINITE_MESSAGE])));
  return parsed;
}
