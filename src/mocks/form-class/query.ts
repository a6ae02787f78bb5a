import type { Term } from '../../domain/gradebook/term-score';
import { HttpError } from '../http/errors';
import type { ClassYear } from '../school/schema';

const TERMS: Readonly<Record<string, Term>> = { 1: 1, 2: 2, 3: 3, 4: 4 };

export function parseTerm(value: string | null): Term {
  const term = value === null ? undefined : TERMS[value];
  if (term === undefined) throw new HttpError(400, 'Term must be 1, 2, 3 or 4.');
  return term;
}

/** The class's own academic year: records are kept per student and year, and a class belongs to one year. */
export function parseAcademicYear(value: string | null, classYear: ClassYear): string {
  if (!value) throw new HttpError(400, 'academicYearId is required.');
  if (value !== classYear.academicYearId) throw new HttpError(400, `${classYear.name} is not a class of that academic year.`);
  return value;
}
