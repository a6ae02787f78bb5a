import { noteFieldOf, scoreFieldOf, type GradedResultType } from '@/features/placement-results/rules/result-types';
import { ScoreInputSchema } from '@/features/placement-results/rules/score';

/** One applicant row of the entry grid: its schedule, and its result once one exists. */
export interface EntryRowRef {
  placementTestScheduleId: string;
  resultId: string | null;
}

/** Typed cell values, keyed by {@link cellKey}. */
export type CellValues = Readonly<Record<string, string>>;

/** The key of one cell: schedule id, then `score`, `notes` or `subject:<name>`. */
export function cellKey(placementTestScheduleId: string, column: string): string {
  return `${placementTestScheduleId}|${column}`;
}
export const subjectColumn = (subject: string) => `subject:${subject}`;

/** One entry of the bulk body as the entry screen sends it (spec §7). */
export type EntryPayload = {
  id?: string;
  placementTestScheduleId: string;
  subjectTestScores?: { subject: string; score: number }[];
} & Partial<Record<string, string | number | null | { subject: string; score: number }[]>>;

export interface BuiltPayload {
  entries: EntryPayload[];
  /** Cell key → message for every invalid score; nothing may be sent while there is one. */
  errors: Record<string, string>;
}

/**
 * Builds the bulk entries of the entry screen: field names come from the result type (testScore,
 * observationRemark…), a test with subject tests sends subjectTestScores instead, and only rows
 * with a score are sent (spec §5). Notes are trimmed; an empty note is sent as null.
 */
export function buildEntryPayload(
  rows: readonly EntryRowRef[],
  values: CellValues,
  resultType: GradedResultType,
  subjectTests: readonly string[],
): BuiltPayload {
  const errors: Record<string, string> = {};
  const entries: EntryPayload[] = [];
  const score = (key: string): number | null => {
    const parsed = ScoreInputSchema.safeParse(values[key] ?? '');
    if (parsed.success) return parsed.data;
    errors[key] = parsed.error.issues[0]?.message ?? 'Invalid score';
    return null;
  };
  const bySubject = resultType === 'test' && subjectTests.length > 0;
  for (const row of rows) {
    const base: EntryPayload = { placementTestScheduleId: row.placementTestScheduleId };
    if (row.resultId) base.id = row.resultId;
    if (bySubject) {
      const scored = subjectTests
        .map((subject) => ({ subject, score: score(cellKey(row.placementTestScheduleId, subjectColumn(subject))) }))
        .filter((item): item is { subject: string; score: number } => item.score !== null);
      if (scored.length > 0) entries.push({ ...base, subjectTestScores: scored });
      continue;
    }
    const value = score(cellKey(row.placementTestScheduleId, 'score'));
    if (value === null) continue;
    const note = (values[cellKey(row.placementTestScheduleId, 'notes')] ?? '').trim();
    entries.push({ ...base, [scoreFieldOf(resultType)]: value, [noteFieldOf(resultType)]: note === '' ? null : note });
  }
  return { entries: Object.keys(errors).length > 0 ? [] : entries, errors };
}
