import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toApiError } from '@/lib/api-error';

/**
 * Puts a 422's field errors (`errors["content.choices"]`, the same paths the shared schemas use) onto
 * the form's fields. Returns the message of what no field could show, or null when nothing is left.
 */
export function applyServerErrors<T extends FieldValues>(cause: unknown, setError: UseFormSetError<T>): string | null {
  const info = toApiError(cause);
  const entries = Object.entries(info.fieldErrors);
  entries.forEach(([field, message], index) => {
    // Paths come from the server; react-hook-form keeps errors for unknown paths harmlessly.
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return info.status === 422 && entries.length > 0 ? null : info.message;
}
