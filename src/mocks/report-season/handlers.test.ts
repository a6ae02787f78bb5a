import { describe, expect, it } from 'vitest';
import { OVERRIDE_REQUIRED_MESSAGE, REOPEN_REASON_REQUIRED_MESSAGE } from '../../domain/report-season/bodies';
import type { LevelSeason, RemarkSuggestion, Season, SeasonBoard } from '../../domain/report-season/responses';
import { db } from '../db';
import { DEMO_USER_IDS } from '../auth/seed';
import { call, getJson, signIn } from '../test-client';

const CLASS = 'cy-primary-5-courage';
const TERM = 2;
const base = `/class-years/${CLASS}/report-season/${TERM}`;
const post = (path: string, token: string, json: unknown, method = 'POST') => call(path, { method, token, json });
const board = async (token: string) => (await getJson<SeasonBoard>(base, token)).body;

async function markReady(token: string, season: Season) {
  const response = await post(`${base}/ready`, token, { version: season.version, override: 'Two pupils were away for the measurements.' });
  expect(response.status).toBe(200);
  return (await response.json()) as Season;
}

describe('the report-season board', () => {
  it('answers every pupil and every section the term prints in one request, with the gaps in words', async () => {
    const token = await signIn('homeroom');
    const answer = await board(token);
    const pupils = db.students.filter((student) => student.classYearId === CLASS).length;
    expect(answer.pupils).toHaveLength(pupils);
    const keys = answer.sections.map((section) => section.key);
    expect(keys.filter((key) => key.startsWith('subject:')).length).toBeGreaterThan(0);
    // Term 2 prints the semester report: height and weight and the CCAs join the form-class sections; promotion waits for term 4.
    expect(keys).toEqual(expect.arrayContaining(['remark', 'conduct', 'attendance', 'heightWeight', 'cca']));
    expect(keys).not.toContain('promotion');
    expect(answer.pupils.map((pupil) => pupil.registerNumber)).toEqual(answer.pupils.map((_, index) => index + 1));
    for (const pupil of answer.pupils) expect(Object.keys(pupil.cells).sort()).toEqual([...keys].sort());
    const reasons = answer.pupils.flatMap((pupil) => Object.values(pupil.cells).flatMap((cell) => (cell.status === 'incomplete' ? cell.reasons : [])));
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.every((reason) => /[a-z]/.test(reason))).toBe(true);
    expect(answer.season).toMatchObject({ state: 'open', version: 0, lockedMessage: null });
  });

  it('shows a blanked remark as a gap and the term 4 board asks for promotion and LEAPS', async () => {
    const token = await signIn('homeroom');
    const first = (await board(token)).pupils[0]!;
    const save = await call(`/class-years/${CLASS}/remarks`, {
      method: 'PUT',
      token,
      json: { academicYearId: 'ay-2026', term: TERM, entries: [{ studentId: first.studentId, text: '', version: first.remark?.version ?? 0 }] },
    });
    expect(save.status).toBe(200);
    expect((await board(token)).pupils[0]!.cells.remark).toEqual({ status: 'incomplete', reasons: ['Remark missing'] });
    const term4 = (await getJson<SeasonBoard>(`/class-years/${CLASS}/report-season/4`, token)).body;
    expect(term4.sections.map((section) => section.key)).toEqual(expect.arrayContaining(['promotion', 'leaps']));
  });

  it('is refused to a teacher who is neither form teacher, principal nor proofreader', async () => {
    const response = await call(base, { token: await signIn('teacher') });
    expect(response.status).toBe(403);
  });
});

describe('ready, sign-off, lock and reopen', () => {
  it('needs the reason to mark a class with gaps ready, then locks its records once the principal signs off', async () => {
    const homeroom = await signIn('homeroom');
    const principal = await signIn('principal');
    const { season, pupils } = await board(homeroom);

    const bare = await post(`${base}/ready`, homeroom, { version: season.version });
    expect(bare.status).toBe(422);
    expect(await bare.json()).toMatchObject({ errors: { override: OVERRIDE_REQUIRED_MESSAGE } });
    expect((await post(`${base}/ready`, principal, { version: season.version, override: 'x' })).status).toBe(403);

    const ready = await markReady(homeroom, season);
    expect(ready).toMatchObject({ state: 'ready', readyOverride: 'Two pupils were away for the measurements.' });
    expect(ready.readyBy?.userId).toBe(DEMO_USER_IDS.homeroom);
    expect((await post(`${base}/ready`, homeroom, { version: season.version, override: 'again' })).status).toBe(409);

    expect((await post(`${base}/sign-off`, homeroom, { version: ready.version })).status).toBe(403);
    const signing = await post(`${base}/sign-off`, principal, { version: ready.version });
    expect(signing.status).toBe(200);
    const signed = (await signing.json()) as Season;
    expect(signed.state).toBe('signedOff');
    expect(signed.lockedMessage).toMatch(/^Primary 5 Courage's term 2 reports were signed off by .+ on \d{1,2} \w{3} \d{4}; the records are locked until the principal reopens them\.$/);

    const pupil = pupils[0]!;
    const refused = await call(`/class-years/${CLASS}/remarks`, {
      method: 'PUT',
      token: homeroom,
      json: { academicYearId: 'ay-2026', term: TERM, entries: [{ studentId: pupil.studentId, text: 'A late change.', version: pupil.remark?.version ?? 0 }] },
    });
    expect(refused.status).toBe(423);
    expect(await refused.json()).toMatchObject({ message: signed.lockedMessage });
    const otherTerm = await call(`/class-years/${CLASS}/remarks`, {
      method: 'PUT',
      token: homeroom,
      json: { academicYearId: 'ay-2026', term: 1, entries: [{ studentId: pupil.studentId, text: 'Term 1 stays open.', version: 0 }] },
    });
    expect(otherTerm.status).toBe(200);

    expect((await post(`${base}/reopen`, homeroom, { version: signed.version, reason: 'A typo.' })).status).toBe(403);
    const noReason = await post(`${base}/reopen`, principal, { version: signed.version, reason: '  ' });
    expect(noReason.status).toBe(422);
    expect(await noReason.json()).toMatchObject({ errors: { reason: REOPEN_REASON_REQUIRED_MESSAGE } });
    const reopening = await post(`${base}/reopen`, principal, { version: signed.version, reason: 'A parent found a typo in a remark.' });
    expect(reopening.status).toBe(200);
    const reopened = (await reopening.json()) as Season;
    expect(reopened).toMatchObject({ state: 'open', lockedMessage: null, signedOffBy: null });
    expect(reopened.history.map((event) => event.action)).toEqual(['markedReady', 'signedOff', 'reopened']);
    expect(reopened.history[2]).toMatchObject({ note: 'A parent found a typo in a remark.', userId: DEMO_USER_IDS.principal });
  });

  it('locks the gradebook marks of the signed-off term', async () => {
    const homeroom = await signIn('homeroom');
    const principal = await signIn('principal');
    const ready = await markReady(homeroom, (await board(homeroom)).season);
    const signed = (await (await post(`${base}/sign-off`, principal, { version: ready.version })).json()) as Season;
    const subjectYear = db.subjectYears.find((row) => row.classYearId === CLASS)!;
    const assessment = db.assessments.find((row) => row.subjectYearId === subjectYear.id && row.term === TERM)!;
    const studentId = db.students.find((student) => student.classYearId === CLASS)!.id;
    const response = await call(`/subject-years/${subjectYear.id}/gradebook/scores`, {
      method: 'PUT',
      token: principal,
      json: { term: TERM, scores: [{ assessmentId: assessment.id, studentId, score: 50, version: assessment.scoreVersions[studentId] ?? 0 }] },
    });
    expect(response.status).toBe(423);
    expect(await response.json()).toMatchObject({ message: signed.lockedMessage });
  });

  it('answers the four terms of a class to whoever sees it', async () => {
    const { status, body } = await getJson<Season[]>(`/class-years/${CLASS}/report-season`, await signIn('homeroom'));
    expect(status).toBe(200);
    expect(body.map((season) => season.term)).toEqual([1, 2, 3, 4]);
  });
});

describe('proofreading', () => {
  it('lets the asked colleague suggest a change the form teacher accepts into the remark', async () => {
    const homeroom = await signIn('homeroom');
    const colleagues = (await getJson<Array<{ userId: string; name: string }>>(`${base}/colleagues`, homeroom)).body;
    expect(colleagues.map((colleague) => colleague.userId)).not.toContain(DEMO_USER_IDS.homeroom);
    const proofreader = colleagues.find((colleague) => colleague.userId === DEMO_USER_IDS.teacher) ?? colleagues[0]!;
    const { season, pupils } = await board(homeroom);
    expect((await post(`${base}/proofreader`, homeroom, { version: season.version, proofreaderId: 'u-nobody' }, 'PUT')).status).toBe(422);
    expect((await post(`${base}/proofreader`, homeroom, { version: season.version, proofreaderId: proofreader.userId }, 'PUT')).status).toBe(200);

    const account = Object.entries(DEMO_USER_IDS).find(([, id]) => id === proofreader.userId)?.[0];
    if (!account) throw new Error('the proofreader is not a demo account');
    const reader = await signIn(account);
    const pupil = pupils.find((row) => row.remark !== null)!;
    const suggested = `${pupil.remark!.text} Keep it up!`;
    expect((await post(`${base}/suggestions`, homeroom, { studentId: pupil.studentId, remarkVersion: pupil.remark!.version, suggested })).status).toBe(403);
    expect((await post(`${base}/suggestions`, reader, { studentId: pupil.studentId, remarkVersion: pupil.remark!.version + 1, suggested })).status).toBe(409);
    const created = await post(`${base}/suggestions`, reader, { studentId: pupil.studentId, remarkVersion: pupil.remark!.version, suggested });
    expect(created.status).toBe(201);
    const suggestion = (await created.json()) as RemarkSuggestion;
    expect(suggestion).toMatchObject({ status: 'pending', original: pupil.remark!.text, suggested, suggestedBy: { userId: proofreader.userId } });
    expect((await post(`${base}/suggestions`, reader, { studentId: pupil.studentId, remarkVersion: pupil.remark!.version, suggested: `${suggested}!` })).status).toBe(422);

    const mine = (await getJson<Array<{ classYearId: string; pendingSuggestions: number }>>('/report-season/proofreading', reader)).body;
    expect(mine).toContainEqual(expect.objectContaining({ classYearId: CLASS, pendingSuggestions: 1 }));

    expect((await post(`/remark-suggestions/${suggestion.id}/decision`, reader, { version: suggestion.version, decision: 'accept' })).status).toBe(403);
    const decided = await post(`/remark-suggestions/${suggestion.id}/decision`, homeroom, { version: suggestion.version, decision: 'accept' });
    expect(decided.status).toBe(200);
    expect(await decided.json()).toMatchObject({ status: 'accepted', decidedBy: { userId: DEMO_USER_IDS.homeroom } });
    expect((await post(`/remark-suggestions/${suggestion.id}/decision`, homeroom, { version: suggestion.version, decision: 'decline' })).status).toBe(409);
    const after = (await board(homeroom)).pupils.find((row) => row.studentId === pupil.studentId)!;
    expect(after.remark).toEqual({ text: suggested, version: pupil.remark!.version + 1 });
  });
});

describe('the level view', () => {
  it('lists each class of the level with its progress for the principal only', async () => {
    const classYear = db.classYears.get(CLASS)!;
    const principal = await signIn('principal');
    const { status, body } = await getJson<LevelSeason>(`/levels/${classYear.masterLevelId}/report-season/${TERM}`, principal);
    expect(status).toBe(200);
    const row = body.classes.find((entry) => entry.classYearId === CLASS)!;
    expect(row.pupils).toBe(db.students.filter((student) => student.classYearId === CLASS).length);
    expect(row.pupilsComplete).toBeLessThanOrEqual(row.pupils);
    expect(row.season.state).toBe('open');
    expect((await call(`/levels/${classYear.masterLevelId}/report-season/${TERM}`, { token: await signIn('homeroom') })).status).toBe(403);
    expect((await call(`/levels/nope/report-season/${TERM}`, { token: principal })).status).toBe(404);
  });
});
