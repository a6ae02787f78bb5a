import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiErrorInfo } from '@/lib/api-error';

/** The form path a server error key (`students.2.level`) names, or null for one the form does not show. */
export type FieldOf<Input extends FieldValues> = (key: string) => Path<Input> | null;

/** A field-of for a flat form: the key is one of `fields`. */
export function oneOf<Input extends FieldValues>(fields: readonly Path<Input>[]): FieldOf<Input> {
  return (key) => fields.find((field) => field === key) ?? null;
}

/**
 * Puts a refusal's field errors on the fields they name (the first one focused) and answers the form-level
 * problem (docs/decisions/components.md, "Record forms / unnamed refusals"): the message of the first error that names no
 * field of this form; the response's own message when it names no field at all; null when every error is shown
 * at its field.
 */
export function applyServerErrors<Input extends FieldValues>(
  form: { setError: UseFormSetError<Input> },
  error: ApiErrorInfo,
  fieldOf: FieldOf<Input>,
): string | null {
  const entries = Object.entries(error.fieldErrors);
  const named = entries.flatMap(([key, message]) => {
    const path = fieldOf(key);
    return path ? [{ path, message }] : [];
  });
  named.forEach(({ path, message }, index) =>
    form.setError(path, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  const unnamed = entries.find(([key]) => fieldOf(key) === null);
  if (unnamed) return unnamed[1];
  return named.length === 0 ? error.message : null;
}
