import { useCallback, useState } from 'react';
import { useRecordSheet, type RecordSheet, type RecordSheetOptions } from '@/components/entry-grid/use-record-sheet';
import { fieldErrorsByStudent } from '@/features/form-class/rules/entry-field-errors';
import type { ApiErrorInfo } from '@/lib/api-error';

/** A record sheet whose 422 refusals show under each student's name. */
export interface StudentRecordSheet extends RecordSheet {
  /** The refusals by student id; one that names no student under ''. */
  serverErrors: ReadonlyMap<string, string[]>;
}

/**
 * The shared record sheet (`useRecordSheet`) of the remark and conduct grids: a 409 is explained above the grid, a
 * 422's messages go under their students (cleared by the next successful save).
 */
export function useStudentRecordSheet<Entry extends { studentId: string }>(
  options: Omit<RecordSheetOptions<Entry>, 'explainsConflict' | 'onRefused' | 'onSaved'>,
): StudentRecordSheet {
  const [serverErrors, setServerErrors] = useState<ReadonlyMap<string, string[]>>(new Map());
  const refuse = useCallback((error: ApiErrorInfo, entries: readonly Entry[]) => {
    const byStudent = fieldErrorsByStudent(error.fieldErrors, entries.map((entry) => entry.studentId));
    if (byStudent.size === 0) byStudent.set('', [error.message]);
    setServerErrors(byStudent);
  }, []);
  const sheet = useRecordSheet({ ...options, explainsConflict: true, onRefused: refuse, onSaved: () => setServerErrors(new Map()) });
  return { ...sheet, serverErrors };
}
