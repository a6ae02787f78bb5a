import { useCallback, useState } from 'react';
import { fieldErrorsByStudent } from '@/features/form-class/rules/entry-field-errors';
import type { ApiErrorInfo } from '@/lib/api-error';

/**
 * A 422's messages per student row (the `onRefused` of `useRecordSheet`): each refusal shows under its student,
 * one that names no student under '' (above the grid). Cleared by the next successful save.
 */
export function useRowErrors() {
  const [serverErrors, setServerErrors] = useState<ReadonlyMap<string, string[]>>(new Map());
  const refuse = useCallback((error: ApiErrorInfo, entries: readonly { studentId: string }[]) => {
    const byStudent = fieldErrorsByStudent(error.fieldErrors, entries.map((entry) => entry.studentId));
    if (byStudent.size === 0) byStudent.set('', [error.message]);
    setServerErrors(byStudent);
  }, []);
  const clear = useCallback(() => setServerErrors(new Map()), []);
  return { serverErrors, refuse, clear };
}
