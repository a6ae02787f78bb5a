import { describe, expect, it } from 'vitest';
import { replay, replayAnswer, signIn } from './replay-client';

// The refusals of docs/api.md replayed against the demo backend: 413, 415, 429 and the 422s of
// every write, each body validated against the document's error schema.

interface List<T> {
  data: T[];
}
type Id = { id: string };
interface Refusal {
  message: string;
  errors?: Record<string, string>;
}

const YEAR = 'ay-2026';
const CLASS = 'cy-primary-4-courage';
const OVER_ONE_MB = 'x'.repeat(1024 * 1024 + 1);

async function firstGradebook(token: string) {
  const subjectYears = await replay<List<Id>>('listSubjectYears', { token, query: { academicYearId: YEAR, classYearId: CLASS }, status: 200 });
  const id = subjectYears.data[0]!.id;
  const sheet = await replay<{
    scores: { studentId: string; assessmentId: string; version: number }[];
    gradeBoundaries: (Id & { version: number }) | null;
  }>('getGradebook', {
    token,
    params: { id },
    query: { term: 2 },
    status: 200,
  });
  const { studentId, assessmentId, version } = sheet.scores[0]!;
  return { id, cell: { studentId, assessmentId, version }, boundariesId: sheet.gradeBoundaries!.id, boundariesVersion: sheet.gradeBoundaries!.version };
}

describe('the demo backend refuses as docs/openapi.json says', () => {
  it('answers 413 to a body over 1 MB and 415 to a body that is not JSON', async () => {
    const token = await signIn('principal');
    const { id } = await firstGradebook(token);
    const oversize = JSON.stringify({ term: 2, scores: [], padding: OVER_ONE_MB });
    const tooLarge = await replay<Refusal>('saveGradebookScores', { token, params: { id }, rawBody: oversize, status: 413 });
    expect(tooLarge.message).toBe('The request is too large (at most 1 MB).');
    const notJson = await replay<Refusal>('saveGradebookScores', {
      token,
      params: { id },
      rawBody: 'term=2',
      contentType: 'text/plain',
      status: 415,
    });
    expect(notJson.message).toBe('The request body must be JSON (Content-Type: application/json).');
  });

  it('answers 429 with Retry-After to the sixth wrong password of one username', async () => {
    // A username no other test uses, so the throttle cannot reach another case (the table is also reset after each test).
    const username = 'contract-throttle-probe';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await replay('login', { body: { username, password: `wrong-${attempt}` }, status: 401 });
    }
    const { body, headers } = await replayAnswer<Refusal>('login', { body: { username, password: 'wrong-6' }, status: 429 });
    expect(Number(headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(body.message).toMatch(/^Too many failed sign-in attempts\./);
  });

  it('answers 422 naming the field to gradebook and grade boundary writes that break the rules', async () => {
    const token = await signIn('principal');
    const { id, cell, boundariesId, boundariesVersion } = await firstGradebook(token);
    const scores = await replay<Refusal>('saveGradebookScores', {
      token,
      params: { id },
      body: { term: 2, scores: [{ ...cell, score: 12.34 }] },
      status: 422,
    });
    expect(Object.keys(scores.errors ?? {})).toEqual(['scores.0.score']);
    const boundaries = await replay<Refusal>('updateGradeBoundaries', {
      token,
      params: { id: boundariesId },
      body: { gradeAMin: 70, gradeBMin: 80, gradeCMin: 50, gradeDMin: 40, version: boundariesVersion },
      status: 422,
    });
    expect(Object.keys(boundaries.errors ?? {})).toEqual(['gradeBMin']);
  });

  it('answers 422 naming the field to a long e-badge note and a long placement remark', async () => {
    const token = await signIn('principal');
    const students = await replay<List<Id>>('listClassStudents', { token, params: { classYearId: CLASS }, query: { pageSize: 1 }, status: 200 });
    const badges = await replay<List<Id>>('listEbadges', { token, query: { pageSize: 1 }, status: 200 });
    const award = { academicYearId: YEAR, ebadgeId: badges.data[0]!.id, studentIds: [students.data[0]!.id], note: 'n'.repeat(201) };
    const note = await replay<Refusal>('awardEbadge', { token, params: { classYearId: CLASS }, body: award, status: 422 });
    expect(Object.keys(note.errors ?? {})).toEqual(['note']);

    const results = await replay<List<Id>>('listPlacementResults', {
      token,
      query: { branchId: 'br-1', academicYearId: YEAR, pageSize: 1, relations: '["student","studentAdmission"]' },
      status: 200,
    });
    const entry = { id: results.data[0]!.id, observationRemark: 'r'.repeat(2001) };
    const remark = await replay<Refusal>('bulkUpsertPlacementResults', { token, body: { placementTestResults: [entry] }, status: 422 });
    expect(remark.errors).toEqual({ 'placementTestResults.0.observationRemark': 'Observation remark must be at most 2,000 characters' });
  });

  it('answers 422 naming the field to a new password that breaks the policy', async () => {
    const token = await signIn('principal');
    const weak = { currentPassword: 'Demo@2026', newPassword: 'orchard#2027x', confirmPassword: 'orchard#2027x' };
    const refusal = await replay<Refusal>('updatePassword', { token, body: weak, status: 422 });
    expect(refusal.errors).toEqual({ newPassword: 'Password must contain at least one uppercase letter' });
  });
});
