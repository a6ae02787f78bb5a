import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { BIG_INTAKE, LEVEL_WITHOUT_SETTING } from './seed';
import { call, getJson, signIn } from '../test-client';
import type { PlacementTestResult } from './schema';

interface List<T> {
  data: T[];
  count: number;
}
const SCOPE = 'branchId=br-1&academicYearId=ay-2026';
const NOT_PRINCIPAL = "You're not authorized to edit this page because you're not the current academic year's principal.";

describe('placement seed', () => {
  it('has about 270 applicants over both branches with results in every state', () => {
    expect(db.applicants.size).toBeGreaterThan(250);
    expect(new Set(db.studentAdmissions.all().map((row) => row.branchId))).toEqual(new Set(['br-1', 'br-2']));
    const big = db.studentAdmissions.filter((row) => row.branchId === BIG_INTAKE.branchId && row.masterLevelId === BIG_INTAKE.masterLevelId);
    expect(big).toHaveLength(200);
    const statuses = new Set(db.placementTestResults.all().map((row) => row.ptResultStatus));
    expect(statuses).toEqual(new Set([null, 'WAITING', 'ACCEPT', 'REJECT', 'WITHDRAWN']));
    const results = db.placementTestResults.all();
    expect(results.some((row) => row.testScore === null)).toBe(true);
    expect(results.some((row) => row.testScore !== null && row.interviewScore === null)).toBe(true);
    expect(results.some((row) => row.interviewScore !== null && row.observationScore === null)).toBe(true);
    expect(results.some((row) => row.reportCardScore !== null && row.ptResultStatus === null)).toBe(true);
    expect(db.placementTestSchedules.size).toBeGreaterThan(results.length);
    expect(db.studentAdmissions.find((row) => row.masterLevelId === LEVEL_WITHOUT_SETTING)).toBeDefined();
    expect(db.placementTestSettings.find((row) => row.masterLevelId === LEVEL_WITHOUT_SETTING)).toBeUndefined();
  });
});

describe('GET /placement-test-results', () => {
  it('pages, sorts by a flattened column and embeds the admission with its names', async () => {
    const token = await signIn('principal');
    const relations = encodeURIComponent(JSON.stringify(['student', 'studentAdmission']));
    const { status, body } = await getJson<List<Record<string, unknown>>>(
      `/placement-test-results?${SCOPE}&page=1&pageSize=5&sortBy=-studentFullName&relations=${relations}`,
      token,
    );
    expect(status).toBe(200);
    expect(body.data).toHaveLength(5);
    expect(body.count).toBe(db.placementTestResults.filter((row) => db.studentAdmissions.get(row.studentAdmissionId)?.branchId === 'br-1').length);
    const names = body.data.map((row) => row.studentFullName as string);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base', numeric: true })));
    expect(body.data[0]).toMatchObject({
      student: { fullName: names[0] },
      studentAdmission: { branch: { name: 'Orchard Campus' }, academicYear: { year: '2026/2027' }, masterLevel: { name: expect.any(String) } },
    });
  });

  it('filters by level and status, and selects fields', async () => {
    const token = await signIn('principal');
    const fields = encodeURIComponent(JSON.stringify(['testScore', 'ptResultStatus']));
    const { body } = await getJson<List<Record<string, unknown>>>(
      `/placement-test-results?${SCOPE}&masterLevelId=ml-primary1&ptResultStatus=ACCEPT&pageSize=0&fields=${fields}`,
      token,
    );
    expect(body.count).toBeGreaterThan(0);
    expect(body.data.every((row) => row.ptResultStatus === 'ACCEPT')).toBe(true);
    expect(Object.keys(body.data[0]!).sort()).toEqual(['createdAt', 'id', 'ptResultStatus', 'testScore']);
  });

  it('refuses a user who is not principal of that branch and year', async () => {
    const homeroom = await signIn('homeroom');
    const refused = await getJson<{ message: string }>(`/placement-test-results?${SCOPE}`, homeroom);
    expect(refused).toEqual({ status: 403, body: { message: NOT_PRINCIPAL } });
    const principal = await signIn('principal');
    expect((await call('/placement-test-results?branchId=br-2&academicYearId=ay-2026', { token: principal })).status).toBe(403);
    expect((await call('/placement-test-results?branchId=br-1&academicYearId=ay-2025', { token: principal })).status).toBe(403);
    expect((await call('/placement-test-results', { token: principal })).status).toBe(400);
    expect((await call('/placement-test-results?' + SCOPE)).status).toBe(401);
  });
});

describe('POST /placement-test-results/bulk', () => {
  const bulk = (token: string, placementTestResults: unknown[]) =>
    call('/placement-test-results/bulk', { method: 'POST', token, json: { placementTestResults } });

  it('finalizes by id and is idempotent', async () => {
    const token = await signIn('principal');
    const target = db.placementTestResults.find((row) => row.ptResultStatus === null && db.studentAdmissions.get(row.studentAdmissionId)?.branchId === 'br-1')!;
    const first = await bulk(token, [{ id: target.id, ptResultStatus: 'ACCEPT' }]);
    expect(first.status).toBe(200);
    const again = await bulk(token, [{ id: target.id, ptResultStatus: 'ACCEPT' }]);
    expect(await again.json()).toEqual(await first.json());
    expect(db.placementTestResults.get(target.id)!.ptResultStatus).toBe('ACCEPT');
  });

  it('creates a result for a schedule once, and derives the test score from subject scores', async () => {
    const token = await signIn('principal');
    const schedule = db.placementTestSchedules.find((row) => !db.placementTestResults.find((result) => result.placementTestScheduleId === row.id)
      && db.studentAdmissions.find((admission) => admission.studentId === row.studentId)?.masterLevelId === 'ml-primary1'
      && db.studentAdmissions.find((admission) => admission.studentId === row.studentId)?.branchId === 'br-1')!;
    const entry = { placementTestScheduleId: schedule.id, testNotes: 'ok', subjectTestScores: [{ subject: 'English', score: 90 }, { subject: 'Mathematics', score: 80 }, { subject: 'Chinese', score: 70 }] };
    expect((await bulk(token, [entry])).status).toBe(200);
    expect((await bulk(token, [entry])).status).toBe(200);
    const rows = db.placementTestResults.filter((row) => row.placementTestScheduleId === schedule.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject<Partial<PlacementTestResult>>({ testScore: 80, testNotes: 'ok' });
  });

  it('rejects scores outside 0–100, an empty list, and results of another branch (writing nothing)', async () => {
    const token = await signIn('principal');
    const own = db.placementTestResults.find((row) => db.studentAdmissions.get(row.studentAdmissionId)?.branchId === 'br-1')!;
    const other = db.placementTestResults.find((row) => db.studentAdmissions.get(row.studentAdmissionId)?.branchId === 'br-2')!;
    const tooHigh = await bulk(token, [{ id: own.id, interviewScore: 101 }]);
    expect(tooHigh.status).toBe(422);
    expect(await tooHigh.json()).toMatchObject({ message: 'Score must be at most 100' });
    expect((await bulk(token, [])).status).toBe(422);
    const before = db.placementTestResults.get(own.id);
    expect((await bulk(token, [{ id: own.id, interviewScore: 50 }, { id: other.id, interviewScore: 50 }])).status).toBe(403);
    expect(db.placementTestResults.get(own.id)).toEqual(before);
    expect((await bulk(await signIn('homeroom'), [{ id: own.id, interviewScore: 50 }])).status).toBe(403);
  });
});

describe('entry-screen calls', () => {
  it('lists admissions by programmeId, their schedules by date, their results and the level setting', async () => {
    const token = await signIn('principal');
    const admissions = await getJson<List<{ studentId: string }>>(
      `/student-admissions?${SCOPE}&programmeId=mp-academic&masterLevelId=ml-primary1&pageSize=0`,
      token,
    );
    expect(admissions.body.count).toBe(200);
    const studentIds = admissions.body.data.map((row) => row.studentId).join(',');
    const schedules = await getJson<List<{ id: string; date: string }>>(`/placement-test-schedules?studentIds=${studentIds}&date=2026-11-21&pageSize=0`, token);
    expect(schedules.body.count).toBeGreaterThan(50);
    expect(schedules.body.data.every((row) => row.date === '2026-11-21')).toBe(true);
    const ids = schedules.body.data.map((row) => row.id).join(',');
    const results = await getJson<List<PlacementTestResult>>(`/placement-test-results/by-schedule?placementTestScheduleIds=${ids}`, token);
    expect(results.body.data.length).toBeGreaterThan(40);
    const settings = await getJson<List<{ subjectTests: string[] }>>('/placement-test-settings?masterLevelId=ml-primary1', token);
    expect(settings.body.data[0]!.subjectTests).toEqual(['English', 'Mathematics', 'Chinese']);
    const none = await getJson<List<unknown>>(`/placement-test-settings?masterLevelId=${LEVEL_WITHOUT_SETTING}`, token);
    expect(none.body.data).toEqual([]);
  });
});

describe('test dates and date-filtered admissions', () => {
  const P1 = `${SCOPE}&programmeId=mp-academic&masterLevelId=ml-primary1`;

  it('lists the level’s test days with their students, most recent first, for its principal only', async () => {
    const token = await signIn('principal');
    const { status, body } = await getJson<List<{ date: string; count: number }>>(`/placement-test-schedules/dates?${P1}`, token);
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { date: '2026-11-28', count: 66 },
      { date: '2026-11-21', count: 67 },
      { date: '2026-11-14', count: 67 },
    ]);
    expect((await call(`/placement-test-schedules/dates?${P1}`, { token: await signIn('homeroom') })).status).toBe(403);
    expect((await call(`/placement-test-schedules/dates?${SCOPE}`, { token })).status).toBe(400);
  });

  it('filters admissions by test date before paging, so every page is full and the count is the day’s', async () => {
    const token = await signIn('principal');
    const url = (extra: string) => `/student-admissions?${P1}&placementTestDate=2026-11-21&sortBy=studentFullName&${extra}`;
    const all = await getJson<List<{ studentId: string }>>(url('pageSize=0'), token);
    expect(all.body.count).toBe(67);
    const onDay = new Set(db.placementTestSchedules.filter((row) => row.date === '2026-11-21').map((row) => row.studentId));
    expect(all.body.data.every((row) => onDay.has(row.studentId))).toBe(true);
    const second = await getJson<List<{ studentId: string }>>(url('page=1&pageSize=5'), token);
    expect(second.body).toMatchObject({ count: 67 });
    expect(second.body.data.map((row) => row.studentId)).toEqual(all.body.data.slice(5, 10).map((row) => row.studentId));
    const last = await getJson<List<unknown>>(url('page=13&pageSize=5'), token);
    expect(last.body.data).toHaveLength(2);
    const any = await getJson<List<unknown>>(`/student-admissions?${P1}&placementTestDate=any&pageSize=1`, token);
    expect(any.body.count).toBe(200);
    expect((await call(`/student-admissions?${P1}&placementTestDate=tomorrow`, { token })).status).toBe(400);
  });

  it('answers a remark over 2,000 characters with a 422 that names the field', async () => {
    const token = await signIn('principal');
    const own = db.placementTestResults.find((row) => db.studentAdmissions.get(row.studentAdmissionId)?.branchId === 'br-1')!;
    const response = await call('/placement-test-results/bulk', {
      method: 'POST', token, json: { placementTestResults: [{ id: own.id, observationScore: 70, observationRemark: 'x'.repeat(2001) }] },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Observation remark must be at most 2,000 characters',
      errors: { 'placementTestResults.0.observationRemark': 'Observation remark must be at most 2,000 characters' },
    });
  });
});
