import { HttpError } from '../http/errors';

/** A term in a path or query: 1 to 4, else 400. */
export function parseTerm(value: string | null | undefined): 1 | 2 | 3 | 4 {
  const term = Number(value);
  if (term === 1 || term === 2 || term === 3 || term === 4) return term;
  throw new HttpError(400, 'Term must be 1, 2, 3 or 4.');
}
