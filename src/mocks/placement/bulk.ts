import { z } from 'zod';
import { PLACEMENT_REMARK_MAX_LENGTH, PLACEMENT_SCORE_MAX, PLACEMENT_SCORE_MIN } from '../../config/constants';
import { nowIso } from '../http/record-writes';
import { db } from '../db';
import { HttpError, notFound } from '../http/errors';
import { validate } from '../http/validation';
import { compositeKey, uniqueBy } from '../../lib/school-rules/unique-keys';
import type { User } from '../auth/schema';
import type { PlacementTestResult } from './schema';
import { isPrincipalOf, NOT_PRINCIPAL_MESSAGE } from './views';
import { visibleText } from '../../lib/school-rules/visible-text';

const Score = z
  .number({ error: 'Score must be a number' })
  .min(PLACEMENT_SCORE_MIN, `Score must be at least ${PLACEMENT_SCORE_MIN}`)
  .max(PLACEMENT_SCORE_MAX, `Score must be at most ${PLACEMENT_SCORE_MAX}`)
  .nullable()
  .optional();
const REMARK_LIMIT = PLACEMENT_REMARK_MAX_LENGTH.toLocaleString('en');
/** Each remark field's message names it: a too-long observation remark is not "Notes". */
const note = (label: string) =>
  visibleText().max(PLACEMENT_REMARK_MAX_LENGTH, `${label} must be at most ${REMARK_LIMIT} characters`).nullable().optional();

const Entry = z
  .strictObject({
    id: z.string().min(1).optional(),
    placementTestScheduleId: z.string().min(1).optional(),
    ptResultStatus: z.enum(['WAITING', 'ACCEPT', 'REJECT', 'WITHDRAWN']).nullable().optional(),
    testScore: Score,
    testNotes: note('Test notes'),
    observationScore: Score,
    observationRemark: note('Observation remark'),
    interviewScore: Score,
    interviewNotes: note('Interview notes'),
    reportCardScore: Score,
    reportCardRemark: note('Report card remark'),
    finalScore: Score,
    finalNotes: note('Final notes'),
    subjectTestScores: z
      .array(z.strictObject({ subject: z.string().min(1), score: Score }))
      .superRefine(uniqueBy((score) => score.subject, 'This subject is sent twice.', 'subject'))
      .optional(),
  })
  .refine((entry) => entry.id || entry.placementTestScheduleId, { path: ['id'], message: 'Each entry needs an id or a placementTestScheduleId.' });

export const BulkBody = z.strictObject({
  placementTestResults: z
    .array(Entry, { error: 'placementTestResults must be a list.' })
    .min(1, 'Entry list needs at least one entry.')
    // An entry is keyed by its result's id, or by its schedule when it creates the result.
    .superRefine(uniqueBy((entry) => compositeKey(entry.id ?? '', entry.id ? '' : (entry.placementTestScheduleId ?? '')), 'This result is in the list twice.')),
});
type EntryInput = z.infer<typeof Entry>;

/** The existing result an entry targets, or a new empty one for its schedule (never two per schedule). */
function resolveTarget(entry: EntryInput): PlacementTestResult {
  if (entry.id) {
    const existing = db.placementTestResults.get(entry.id);
    if (!existing) throw notFound('Placement test result');
    return existing;
  }
  const scheduleId = entry.placementTestScheduleId ?? '';
  const existing = db.placementTestResults.find((row) => row.placementTestScheduleId === scheduleId);
  if (existing) return existing;
  const schedule = db.placementTestSchedules.get(scheduleId);
  if (!schedule) throw notFound('Placement test schedule');
  const admission = db.studentAdmissions.find((row) => row.studentId === schedule.studentId);
  if (!admission) throw notFound('Student admission');
  const setting = db.placementTestSettings.find((row) => row.masterLevelId === admission.masterLevelId);
  return {
    id: `ptr-${scheduleId.replace(/^ptsc-/, '')}`, createdAt: nowIso(), placementTestScheduleId: scheduleId,
    studentAdmissionId: admission.id, studentId: admission.studentId, testScore: null, testNotes: null,
    subjectTestScores: (setting?.subjectTests ?? []).map((subject) => ({ subject, score: null })),
    observationScore: null, observationRemark: null, interviewScore: null, interviewNotes: null, reportCardScore: null,
    reportCardRemark: null, finalScore: null, finalNotes: null, ptResultStatus: null,
  };
}

/** Subject scores merge into the setting's list; the test score is their mean once every subject has one. */
function applyEntry(target: PlacementTestResult, entry: EntryInput, index: number): PlacementTestResult {
  const { id: _id, placementTestScheduleId: _schedule, subjectTestScores, ...fields } = entry;
  const next: PlacementTestResult = { ...target };
  for (const [key, value] of Object.entries(fields) as [keyof typeof fields, unknown][]) {
    if (value !== undefined) Object.assign(next, { [key]: value });
  }
  if (subjectTestScores) {
    const known = new Set(target.subjectTestScores.map(({ subject }) => subject));
    const unknownAt = subjectTestScores.findIndex(({ subject }) => !known.has(subject));
    if (unknownAt >= 0) {
      const message = `"${subjectTestScores[unknownAt]?.subject}" is not a subject test of this level.`;
      throw new HttpError(422, message, { [`placementTestResults.${index}.subjectTestScores.${unknownAt}.subject`]: message });
    }
    next.subjectTestScores = target.subjectTestScores.map((current) => {
      const sent = subjectTestScores.find(({ subject }) => subject === current.subject);
      return sent && sent.score !== undefined ? { subject: current.subject, score: sent.score } : current;
    });
    const scores = next.subjectTestScores.map(({ score }) => score);
    next.testScore = scores.every((score): score is number => score !== null)
      ? Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 100) / 100
      : null;
  }
  return next;
}

/**
 * Creates or updates every entry, all or nothing: each target is resolved and checked (principal of
 * its admission's branch and year) before anything is written. Sending the same body twice leaves
 * the same state, so a retried request is harmless.
 */
export function bulkUpsert(user: User, body: unknown): PlacementTestResult[] {
  const { placementTestResults } = validate(BulkBody, body);
  const planned = placementTestResults.map((entry, index) => {
    const target = resolveTarget(entry);
    const admission = db.studentAdmissions.get(target.studentAdmissionId);
    if (!admission || !isPrincipalOf(user, admission.branchId, admission.academicYearId)) throw new HttpError(403, NOT_PRINCIPAL_MESSAGE);
    return applyEntry(target, entry, index);
  });
  const ids = new Set(planned.map((row) => row.id));
  if (ids.size !== planned.length) throw new HttpError(422, 'Each result may appear only once in a request.');
  return planned.map((row) => (db.placementTestResults.get(row.id) ? db.placementTestResults.update(row.id, row) ?? row : db.placementTestResults.insert(row)));
}
