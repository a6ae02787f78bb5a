import { z } from 'zod';
import type { QuestionAnswer } from '@/features/assignments/api/question-marks';
import { validateMark } from '@/domain/lesson-content/marking';
import { MARK_REQUIRED_MESSAGE, parseMark } from '../grading/grading-values';

/** A mark typed for one student, with the version of their work it was typed on (a newer one means a 409). */
export const QuestionEditSchema = z.object({ mark: z.string(), version: z.number().int() });
export type QuestionEdit = z.infer<typeof QuestionEditSchema>;
/** Typed marks by student assignment id: only the students the teacher typed for. */
export type QuestionEdits = Readonly<Record<string, QuestionEdit>>;

/** The mark shown before the teacher types: the stored one, else the automatic one, else empty. */
export function initialMark(row: Pick<QuestionAnswer, 'mark' | 'autoMark'>): string {
  const mark = row.mark ?? row.autoMark;
  return mark === null ? '' : String(mark);
}

/** Typed marks that differ from what is stored ("3.0" is 3), in the rows' order. */
export function changedRows(rows: readonly QuestionAnswer[], edits: QuestionEdits): QuestionAnswer[] {
  return rows.filter((row) => {
    const edit = edits[row.id];
    if (!edit) return false;
    const typed = parseMark(edit.mark) ?? edit.mark.trim();
    const stored = parseMark(initialMark(row)) ?? initialMark(row);
    return typed !== stored;
  });
}

/** Why a typed mark cannot be saved, in the grading page's words; null when it can. */
export function markProblem(typed: string, maxMark: number): string | null {
  const value = typed.trim();
  if (value === '') return MARK_REQUIRED_MESSAGE;
  return validateMark(parseMark(value) ?? Number(value.replace(',', '.')), maxMark);
}

/** The typed marks without the given students' (saved, or their newer work loaded). */
export function withoutEdits(edits: QuestionEdits, ids: readonly string[]): QuestionEdits {
  return Object.fromEntries(Object.entries(edits).filter(([id]) => !ids.includes(id)));
}

/** Field errors of a 422 or 409 (`marks.N.mark`, `marks.N.version`, …) by the student sent as entry N. */
export function errorsByStudent(
  fieldErrors: Readonly<Record<string, string>>,
  sent: readonly string[],
  field: 'mark' | 'version' | 'studentAssignmentId',
): Record<string, string> {
  const byStudent: Record<string, string> = {};
  for (const [key, message] of Object.entries(fieldErrors)) {
    const match = /^marks\.(\d+)\.(\w+)$/.exec(key);
    const id = match && match[2] === field ? sent[Number(match[1])] : undefined;
    if (id) byStudent[id] = message;
  }
  return byStudent;
}

const DraftSchema = z.record(z.string(), QuestionEditSchema);

/** One draft per user, assignment and question, so typed marks survive a reload, a failed save or a lost session. */
export function questionDraftKey(userId: string, assignmentId: string, materialId: string): string {
  return `question-draft:v1:${userId}:${assignmentId}:${materialId}`;
}

export function readQuestionDraft(key: string): QuestionEdits | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = DraftSchema.safeParse(JSON.parse(raw));
    return parsed.success && Object.keys(parsed.data).length > 0 ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeQuestionDraft(key: string, edits: QuestionEdits): void {
  try {
    if (Object.keys(edits).length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(edits));
  } catch {
    // Full or disabled storage only loses the safety copy; the marks are still on screen.
  }
}
