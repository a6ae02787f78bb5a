import { BulkUpsertPlacementResultsBodySchema, type PlacementResultEntry } from '../../domain/placement/bodies';
import { nowIso } from '../http/record-writes';
import { db } from '../db';
import { HttpError, notFound } from '../http/errors';
import { validate } from '../http/validation';
import type { User } from '../auth/schema';
import type { PlacementTestResult } from './schema';
import { isPrincipalOf, NOT_PRINCIPAL_MESSAGE } from './views';

/** The existing result an entry targets, or a new empty one for its schedule (never two per schedule). */
function resolveTarget(entry: PlacementResultEntry): PlacementTestResult {
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
function applyEntry(target: PlacementTestResult, entry: PlacementResultEntry, index: number): PlacementTestResult {
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
      return sent ? { subject: current.subject, score: sent.score } : current;
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
  const { placementTestResults } = validate(BulkUpsertPlacementResultsBodySchema, body);
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
