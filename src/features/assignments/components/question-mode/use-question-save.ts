import { useState, type Dispatch, type SetStateAction } from 'react';
import { useSaveQuestionMarks, type QuestionAnswer } from '@/features/assignments/api/question-marks';
import { toApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toast-store';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';
import { parseMark } from '../grading/grading-values';
import { errorsByStudent, markProblem, withoutEdits, type QuestionEdits } from './question-edits';

export interface QuestionSaveInput {
  assignmentId: string;
  materialId: string;
  maxMark: number;
  edits: QuestionEdits;
  setEdits: Dispatch<SetStateAction<QuestionEdits>>;
  /** Reads the answers again (after a 409): the latest rows, or null when that failed. */
  refetch: () => Promise<QuestionAnswer[] | null>;
}

const SAVE_FAILED = 'The marks could not be saved.';

/**
 * Saving typed marks, one student or several: checked first as the grading page checks them, then sent with the
 * version each was typed on. A 422 shows at the marks it names, a 409 names the students someone else saved;
 * typed marks are only dropped once saved or when the teacher chooses to load the other marks.
 */
export function useQuestionSave({ assignmentId, materialId, maxMark, edits, setEdits, refetch }: QuestionSaveInput) {
  const mutation = useSaveQuestionMarks(assignmentId, materialId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<QuestionAnswer[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<string[]>([]);

  const markOf = (row: QuestionAnswer) => edits[row.id]?.mark ?? '';
  const validate = (rows: readonly QuestionAnswer[]) => {
    const found = Object.fromEntries(rows.flatMap((row) => {
      const message = markProblem(markOf(row), maxMark);
      return message ? [[row.id, message] as const] : [];
    }));
    setErrors((current) => ({ ...withoutIds(current, rows.map((row) => row.id)), ...found }));
    return Object.keys(found).length === 0;
  };

  const send = async (rows: readonly QuestionAnswer[]) => {
    if (rows.length === 0 || !validate(rows)) return;
    const ids = rows.map((row) => row.id);
    setProblem(null);
    setSending(ids);
    try {
      await mutation.mutateAsync({
        marks: rows.map((row) => ({
          studentAssignmentId: row.id,
          mark: parseMark(markOf(row)) ?? Number(markOf(row)),
          version: edits[row.id]?.version ?? row.version,
        })),
      });
      setEdits((current) => withoutEdits(current, ids));
      setConflict((current) => current.filter((row) => !ids.includes(row.id)));
      const [only] = rows;
      showToast({
        variant: 'success',
        message: rows.length === 1 && only ? `Saved the mark for ${only.student.fullName}.` : `Saved ${rows.length} marks.`,
      });
    } catch (error) {
      if (isMutationInFlight(error)) return;
      const info = toApiError(error, SAVE_FAILED);
      if (info.status === 409) {
        const stale = Object.keys(errorsByStudent(info.fieldErrors, ids, 'version'));
        setConflict(rows.filter((row) => stale.length === 0 || stale.includes(row.id)));
        return;
      }
      const named = { ...errorsByStudent(info.fieldErrors, ids, 'mark'), ...errorsByStudent(info.fieldErrors, ids, 'studentAssignmentId') };
      setErrors((current) => ({ ...current, ...named }));
      if (Object.keys(named).length === 0) setProblem(info.message);
    } finally {
      setSending([]);
    }
  };

  const settleConflict = async (keep: boolean) => {
    const latest = await refetch();
    if (!latest) return;
    const ids = conflict.map((row) => row.id);
    setEdits((current) => {
      if (!keep) return withoutEdits(current, ids);
      const next = { ...current };
      for (const row of latest) {
        const edit = next[row.id];
        if (edit && ids.includes(row.id)) next[row.id] = { ...edit, version: row.version };
      }
      return next;
    });
    setConflict([]);
  };

  return {
    errors,
    conflict: conflict.map((row) => row.id),
    conflictNames: conflict.map((row) => row.student.fullName).join(', '),
    problem,
    pending: mutation.isPending,
    sending,
    validate,
    send,
    clearError: (id: string) => setErrors((current) => withoutIds(current, [id])),
    keepMine: () => settleConflict(true),
    loadTheirs: () => settleConflict(false),
  };
}

function withoutIds(record: Record<string, string>, ids: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter(([id]) => !ids.includes(id)));
}
