import { describe, expect, it } from 'vitest';
import { BOUNDARIES_LOCKED_MESSAGE, BOUNDARIES_PRINCIPAL_ONLY_MESSAGE } from './boundaries-access';
import { db } from '../db';
import { call, getJson, signIn } from '../test-client';

interface List<T> {
  data: T[];
  count: number;
}
interface Gradebook {
  subjectYear: { id: string; name: string };
  term: number;
  assessments: Array<{ id: string; name: string; typeCode: string; typeLabel: string; maxScore: number; order: number }>;
  students: Array<{ id: string; fullName: string }>;
  scores: Array<{ studentId: string; assessmentId: string; score: number | null; version: number }>;
  previousTermFinalScores: Array<{ studentId: string; finalScore: number | null; finalScoreIncomplete: boolean }>;
  gradeBoundaries: { id: string; term: number; gradeAMin: number; version: number } | null;
}
const MATHS = 'sy-primary-4-courage-mathematics';

describe('GET /subject-years', () => {
  it("lists what a teacher teaches, and everything of the principal's campus for the principal", async () => {
    const teacher = await getJson<List<{ id: string; name: string; teachers: Array<{ id: string }> }>>('/subject-years?pageSize=0', await signIn('teacher'));
    expect(teacher.body.data.map((row) => row.name).sort()).toEqual([
      'Mathematics – Primary 4 Courage', 'Mathematics – Primary 5 Courage', 'Mathematics – Primary 6 Integrity',
    ]);
    const principal = await getJson<List<{ id: string }>>('/subject-years?academicYearId=ay-2026&pageSize=1', await signIn('principal'));
    expect(principal.body.count).toBe(72);
    const search = await getJson<List<{ name: string }>>('/subject-years?name=science&pageSize=0', await signIn('principal'));
    expect(search.body.count).toBe(18);
  });

  it('gives one subject year, 403 for one the user does not teach, 404 for none', async () => {
    const token = await signIn('teacher');
    const { body } = await getJson<{ name: string; subject: { name: string }; classYear: { id: string }; studentsCount: number }>(`/subject-years/${MATHS}`, token);
    expect(body).toMatchObject({ name: 'Mathematics – Primary 4 Courage', subject: { name: 'Mathematics' }, classYear: { id: 'cy-primary-4-courage' } });
    expect(body.studentsCount).toBeGreaterThan(20);
    expect((await call('/subject-years/sy-primary-4-courage-science', { token })).status).toBe(403);
    expect((await call('/subject-years/sy-nope', { token })).status).toBe(404);
  });
});

describe('GET /subject-years/:id/gradebook', () => {
  it('answers two 50-mark assessments, sorted students, every score cell and the term boundaries', async () => {
    const { body } = await getJson<Gradebook>(`/subject-years/${MATHS}/gradebook?term=1`, await signIn('teacher'));
    expect(body.assessments.map((row) => [row.typeCode, row.typeLabel, row.maxScore, row.order])).toEqual([
      ['CA', 'Continuous Assessment', 50, 1],
      ['TT', 'Topical Test', 50, 2],
    ]);
    const names = body.students.map((student) => student.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(body.scores).toHaveLength(body.students.length * 2);
    expect(body.scores.filter((cell) => cell.score !== null).length / body.scores.length).toBeGreaterThan(0.8);
    const term2 = await getJson<Gradebook>(`/subject-years/${MATHS}/gradebook?term=2`, await signIn('teacher'));
    expect(term2.body.scores.some((cell) => cell.score === null)).toBe(true);
    expect(body.previousTermFinalScores).toEqual([]);
    expect(body.gradeBoundaries).toMatchObject({ id: 'gb-2026-t1', term: 1, gradeAMin: 75 });
  });

  it('gives the previous term final score as the further value in terms 2 and 4', async () => {
    const token = await signIn('teacher');
    const student = db.students.find((row) => row.classYearId === 'cy-primary-4-courage')!;
    const [first, second] = db.assessments.filter((row) => row.subjectYearId === MATHS && row.term === 3).sort((a, b) => a.order - b.order);
    db.assessments.update(first!.id, { scores: { ...first!.scores, [student.id]: 30 } });
    db.assessments.update(second!.id, { scores: { ...second!.scores, [student.id]: 35.5 } });
    const { body } = await getJson<Gradebook>(`/subject-years/${MATHS}/gradebook?term=4`, token);
    expect(body.previousTermFinalScores.find((row) => row.studentId === student.id)).toEqual({
      studentId: student.id,
      finalScore: 65.5,
      finalScoreIncomplete: false,
    });
    db.assessments.update(first!.id, { scores: Object.fromEntries(Object.entries(first!.scores).filter(([id]) => id !== student.id)) });
    const again = await getJson<Gradebook>(`/subject-years/${MATHS}/gradebook?term=4`, token);
    expect(again.body.previousTermFinalScores.find((row) => row.studentId === student.id)).toEqual({
      studentId: student.id,
      finalScore: 35.5,
      finalScoreIncomplete: true,
    });
    expect(body.assessments.map((row) => row.typeCode)).toEqual(['SA', 'FYE']);
  });

  it('refuses a term outside 1..4', async () => {
    const response = await call(`/subject-years/${MATHS}/gradebook?term=5`, { token: await signIn('teacher') });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Term must be 1, 2, 3 or 4.' });
  });
});

describe('PUT /subject-years/:id/gradebook/scores', () => {
  async function setup() {
    const token = await signIn('teacher');
    const { body } = await getJson<Gradebook>(`/subject-years/${MATHS}/gradebook?term=2`, token);
    return { token, gradebook: body };
  }

  it('saves marks and clears with null, moving each saved mark\'s version on; the same body again answers 409', async () => {
    const { token, gradebook } = await setup();
    const [a, b] = gradebook.students;
    const [first] = gradebook.assessments;
    const cellOf = (sheet: Gradebook, studentId: string) =>
      sheet.scores.find((cell) => cell.studentId === studentId && cell.assessmentId === first!.id)!;
    const scores = [
      { studentId: a!.id, assessmentId: first!.id, score: 44.5, version: cellOf(gradebook, a!.id).version },
      { studentId: b!.id, assessmentId: first!.id, score: null, version: cellOf(gradebook, b!.id).version },
    ];
    const response = await call(`/subject-years/${MATHS}/gradebook/scores`, { method: 'PUT', token, json: { term: 2, scores } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      updated: 2,
      scores: [
        { studentId: a!.id, assessmentId: first!.id, score: 44.5, version: scores[0]!.version + 1 },
        { studentId: b!.id, assessmentId: first!.id, score: null, version: scores[1]!.version + 1 },
      ],
    });
    const after = await getJson<Gradebook>(`/subject-years/${MATHS}/gradebook?term=2`, token);
    expect(cellOf(after.body, a!.id)).toMatchObject({ score: 44.5, version: scores[0]!.version + 1 });
    expect(cellOf(after.body, b!.id)).toMatchObject({ score: null, version: scores[1]!.version + 1 });
    const repeat = await call(`/subject-years/${MATHS}/gradebook/scores`, { method: 'PUT', token, json: { term: 2, scores } });
    expect(repeat.status).toBe(409);
  });

  it('answers 409 naming the stale marks when someone saved them after they were read, and saves nothing of the body', async () => {
    const { gradebook } = await setup();
    const principal = await signIn('principal');
    const [a, b] = gradebook.students;
    const [first, second] = gradebook.assessments;
    const read = (studentId: string, assessmentId: string) =>
      gradebook.scores.find((cell) => cell.studentId === studentId && cell.assessmentId === assessmentId)!.version;
    const put = (token: string, scores: unknown[]) =>
      call(`/subject-years/${MATHS}/gradebook/scores`, { method: 'PUT', token, json: { term: 2, scores } });
    const teacher = await signIn('teacher');
    expect((await put(teacher, [{ studentId: a!.id, assessmentId: first!.id, score: 11, version: read(a!.id, first!.id) }])).status).toBe(200);
    const before = { first: db.assessments.get(first!.id)!.scores, second: db.assessments.get(second!.id)!.scores };

    const stale = await put(principal, [
      { studentId: b!.id, assessmentId: second!.id, score: 30, version: read(b!.id, second!.id) },
      { studentId: a!.id, assessmentId: first!.id, score: 22, version: read(a!.id, first!.id) },
    ]);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      message: 'Someone else saved some of these marks after you opened them. Reload to see their marks; what you typed is kept.',
      errors: { 'scores.1.version': 'Changed by someone else since you opened it.' },
    });
    expect(db.assessments.get(first!.id)!.scores).toEqual(before.first);
    expect(db.assessments.get(second!.id)!.scores).toEqual(before.second);
    expect(db.assessments.get(first!.id)!.scores[a!.id]).toBe(11);
  });

  it('answers 422 naming the field for a mark outside 0..maxScore and saves nothing', async () => {
    const { token, gradebook } = await setup();
    const [a, b] = gradebook.students;
    const [first] = gradebook.assessments;
    const before = db.assessments.get(first!.id)!.scores;
    const response = await call(`/subject-years/${MATHS}/gradebook/scores`, {
      method: 'PUT',
      token,
      json: { term: 2, scores: [{ studentId: a!.id, assessmentId: first!.id, score: 10, version: 0 }, { studentId: b!.id, assessmentId: first!.id, score: 51, version: 0 }] },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: `The mark of ${b!.fullName} in Continuous Assessment Term cannot be saved: Marks are numbers from 0 to 50, with at most one decimal.`,
      errors: { 'scores.1.score': 'Marks are numbers from 0 to 50, with at most one decimal.' },
    });
    expect(db.assessments.get(first!.id)!.scores).toEqual(before);
    const negative = await call(`/subject-years/${MATHS}/gradebook/scores`, {
      method: 'PUT', token, json: { term: 2, scores: [{ studentId: a!.id, assessmentId: first!.id, score: -1, version: 0 }] },
    });
    expect(negative.status).toBe(422);
  });

  it('answers 422 naming the second copy when one body sends the same cell twice, and saves nothing', async () => {
    const { token, gradebook } = await setup();
    const [a, b] = gradebook.students;
    const [first] = gradebook.assessments;
    const before = db.assessments.get(first!.id)!.scores;
    const versionOf = (studentId: string) =>
      gradebook.scores.find((cell) => cell.studentId === studentId && cell.assessmentId === first!.id)?.version ?? 0;
    const response = await call(`/subject-years/${MATHS}/gradebook/scores`, {
      method: 'PUT',
      token,
      json: {
        term: 2,
        scores: [
          { studentId: a!.id, assessmentId: first!.id, score: 10, version: versionOf(a!.id) },
          { studentId: b!.id, assessmentId: first!.id, score: 11, version: versionOf(b!.id) },
          { studentId: a!.id, assessmentId: first!.id, score: 12, version: versionOf(a!.id) },
        ],
      },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      'scores.2': 'This student’s score for this assessment is sent twice.',
    });
    expect(db.assessments.get(first!.id)!.scores).toEqual(before);
  });

  it('answers 422 for a mark with two decimals, as the grid refuses it, and saves nothing', async () => {
    const { token, gradebook } = await setup();
    const [a] = gradebook.students;
    const [first] = gradebook.assessments;
    const before = db.assessments.get(first!.id)!.scores;
    const response = await call(`/subject-years/${MATHS}/gradebook/scores`, {
      method: 'PUT', token, json: { term: 2, scores: [{ studentId: a!.id, assessmentId: first!.id, score: 12.34, version: 0 }] },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { 'scores.0.score': 'Marks are numbers from 0 to 50, with at most one decimal.' } });
    expect(db.assessments.get(first!.id)!.scores).toEqual(before);
  });

  it('answers 422 naming the field for an assessment of another term, a stranger or a malformed body', async () => {
    const { token, gradebook } = await setup();
    const [a] = gradebook.students;
    const [first] = gradebook.assessments;
    const put = (json: unknown) => call(`/subject-years/${MATHS}/gradebook/scores`, { method: 'PUT', token, json });
    const otherTerm = await put({ term: 1, scores: [{ studentId: a!.id, assessmentId: first!.id, score: 1, version: 0 }] });
    expect(otherTerm.status).toBe(422);
    expect(Object.keys(((await otherTerm.json()) as { errors: object }).errors)).toEqual(['scores.0.assessmentId']);
    expect((await put({ term: 2, scores: [{ studentId: 'st-nobody', assessmentId: first!.id, score: 1, version: 0 }] })).status).toBe(422);
    const unversioned = await put({ term: 2, scores: [{ studentId: a!.id, assessmentId: first!.id, score: 1 }] });
    expect(unversioned.status).toBe(422);
    expect(Object.keys(((await unversioned.json()) as { errors: object }).errors)).toEqual(['scores.0.version']);
    const text = await put({ term: 2, scores: [{ studentId: a!.id, assessmentId: first!.id, score: '12', version: 0 }] });
    expect(text.status).toBe(422);
    expect(Object.keys(((await text.json()) as { errors: object }).errors)).toEqual(['scores.0.score']);
    expect((await put({ scores: [] })).status).toBe(422);
  });

  it('answers 403 without update on StudentReport, and to a teacher of another subject', async () => {
    const homeroom = await signIn('homeroom');
    const put = (token: string) => call(`/subject-years/${MATHS}/gradebook/scores`, { method: 'PUT', token, json: { term: 1, scores: [] } });
    expect((await put(homeroom)).status).toBe(403);
    const { token } = await setup();
    db.users.update('u-teacher', { permissions: [{ action: 'view', subject: 'StudentReport' }] });
    const response = await put(token);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'You do not have permission to change student reports.' });
  });
});

describe('grade boundaries', () => {
  it('lists a year by term and updates one in order, moving its version on', async () => {
    const token = await signIn('principal');
    const { body } = await getJson<List<{ id: string; term: number; version: number }>>('/grade-boundaries?academicYearId=ay-2026', token);
    expect(body.data.map((row) => row.term)).toEqual([1, 2, 3, 4]);
    const read = body.data.find((row) => row.id === 'gb-2026-t2')!.version;
    const response = await call('/grade-boundaries/gb-2026-t2', { method: 'PUT', token, json: { gradeAMin: 80, gradeBMin: 65, gradeCMin: 50, gradeDMin: 35, version: read } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 'gb-2026-t2', academicYearId: 'ay-2026', term: 2, gradeAMin: 80, gradeDMin: 35, version: read + 1 });
  });

  it('answers 409 to boundaries saved on a version someone else has since changed, and keeps theirs', async () => {
    const principal = await signIn('principal');
    const teacher = await signIn('teacher');
    const { body } = await getJson<Gradebook>(`/subject-years/${MATHS}/gradebook?term=1`, teacher);
    const read = body.gradeBoundaries!.version;
    const put = (token: string, gradeAMin: number) =>
      call('/grade-boundaries/gb-2026-t1', { method: 'PUT', token, json: { gradeAMin, gradeBMin: 65, gradeCMin: 50, gradeDMin: 35, version: read } });
    expect((await put(principal, 81)).status).toBe(200);
    // The same principal's other tab, opened before the first save: only the principal writes boundaries.
    const stale = await put(principal, 90);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      message: 'Someone else changed these grade boundaries after you opened them. Reload to see theirs; what you typed is kept.',
    });
    expect(db.gradeBoundaries.get('gb-2026-t1')).toMatchObject({ gradeAMin: 81, version: read + 1 });
    const unversioned = await call('/grade-boundaries/gb-2026-t1', { method: 'PUT', token: principal, json: { gradeAMin: 82, gradeBMin: 65, gradeCMin: 50, gradeDMin: 35 } });
    expect(unversioned.status).toBe(422);
    expect(Object.keys(((await unversioned.json()) as { errors: object }).errors)).toEqual(['version']);
    // Versions start at 1 (the contract's rule): a version 0 is a malformed body, not someone else's save.
    const zero = await call('/grade-boundaries/gb-2026-t1', { method: 'PUT', token: principal, json: { gradeAMin: 82, gradeBMin: 65, gradeCMin: 50, gradeDMin: 35, version: 0 } });
    expect(zero.status).toBe(422);
    expect(Object.keys(((await zero.json()) as { errors: object }).errors)).toEqual(['version']);
  });

  it('refuses boundaries out of order, non-numbers and users without update', async () => {
    const token = await signIn('principal');
    const put = (json: object, as = token) => call('/grade-boundaries/gb-2026-t1', { method: 'PUT', token: as, json: { version: 1, ...json } });
    const disordered = await put({ gradeAMin: 60, gradeBMin: 65, gradeCMin: 50, gradeDMin: 35 });
    expect(disordered.status).toBe(422);
    const order = 'Grade boundaries must satisfy 100 ≥ A > B > C > D ≥ 0.';
    expect(await disordered.json()).toEqual({ message: order, errors: { gradeBMin: order } });
    const over = await put({ gradeAMin: 101, gradeBMin: 65, gradeCMin: 50, gradeDMin: 35 });
    expect(await over.json()).toEqual({ message: order, errors: { gradeAMin: order } });
    expect(over.status).toBe(422);
    expect((await put({ gradeAMin: '80', gradeBMin: 65, gradeCMin: 50, gradeDMin: 35 })).status).toBe(422);
    expect((await put({ gradeAMin: 80, gradeBMin: 65, gradeCMin: 50, gradeDMin: 35 }, await signIn('newcomer'))).status).toBe(403);
    expect((await call('/grade-boundaries/gb-none', { method: 'PUT', token, json: {} })).status).toBe(404);
  });
});

describe('who changes grade boundaries (issue 19, scope 2)', () => {
  const values = { gradeAMin: 80, gradeBMin: 65, gradeCMin: 50, gradeDMin: 35 };
  const put = async (id: string, username: string) => {
    // The version as stored: this block is about who may write, not about stale writes.
    const version = db.gradeBoundaries.get(id)?.version ?? 0;
    const response = await call(`/grade-boundaries/${id}`, { method: 'PUT', token: await signIn(username), json: { ...values, version } });
    return { status: response.status, body: (await response.json()) as { message?: string } };
  };

  it("refuses teachers, the current year's included", async () => {
    expect(await put('gb-2026-t1', 'teacher')).toEqual({ status: 403, body: { message: BOUNDARIES_PRINCIPAL_ONLY_MESSAGE } });
    expect((await put('gb-2026-t1', 'homeroom')).status).toBe(403);
    expect(db.gradeBoundaries.get('gb-2026-t1')).not.toMatchObject(values);
  });

  it('refuses every account a past year (last year, both campuses), the principal too', async () => {
    for (const username of ['teacher', 'homeroom', 'principal']) {
      expect(await put('gb-2024-t1', username), username).toEqual({ status: 403, body: { message: BOUNDARIES_LOCKED_MESSAGE } });
    }
  });

  it("lets the current year's principal change them", async () => {
    expect((await put('gb-2026-t1', 'principal')).status).toBe(200);
  });
});

