import type { z } from 'zod';
import type { Term } from '../../domain/gradebook/term-score';
import type { RemarkSuggestionSchema } from '../../domain/report-season/responses';
import { db } from '../db';
import type { RemarkSuggestionRow, Stamp } from './schema';

export const SUGGESTION_PENDING_MESSAGE = 'This pupil’s remark already has a suggestion waiting for the form teacher.';
export const NO_REMARK_MESSAGE = 'This pupil has no remark to proofread yet.';
export const STALE_REMARK_MESSAGE =
  'The remark changed after it was read for this suggestion. Reload to see the remark as it is now; what you typed is kept.';
export const SUGGESTION_DECIDED_MESSAGE = 'This suggestion was already accepted or declined. Reload to see who decided it.';

const stampView = (stamp: Stamp) => ({ userId: stamp.userId, name: db.users.get(stamp.userId)?.fullName ?? 'A former colleague', at: stamp.at });

export function suggestionView(row: RemarkSuggestionRow) {
  return {
    id: row.id,
    classYearId: row.classYearId,
    term: row.term,
    studentId: row.studentId,
    studentName: db.students.get(row.studentId)?.fullName ?? 'A former pupil',
    original: row.original,
    suggested: row.suggested,
    status: row.status,
    suggestedBy: stampView(row.suggestedBy),
    decidedBy: row.decidedBy && stampView(row.decidedBy),
    version: row.version,
  } satisfies z.input<typeof RemarkSuggestionSchema>;
}

/** The class's suggestions of the term, newest first. */
export function suggestionsOf(classYearId: string, term: Term) {
  return db.remarkSuggestions
    .filter((row) => row.classYearId === classYearId && row.term === term)
    .sort((a, b) => b.suggestedBy.at.localeCompare(a.suggestedBy.at) || b.id.localeCompare(a.id))
    .map(suggestionView);
}
