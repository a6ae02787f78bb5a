import { describe, expect, it } from 'vitest';
import { call, getJson, signIn } from '../test-client';

interface List<T> {
  data: T[];
  count: number;
}
interface Item {
  id: string;
  title: string;
  subjectId: string;
  masterLevelId: string;
  term: number;
  weeksCount: number;
  plannedWeeks: number;
}
interface Week {
  number: number;
  monday: string;
  firstDay: string;
  lastDay: string;
  workingDays: number;
  partial: boolean;
  holidays: { date: string; name: string }[];
  topics: string[];
  objectives: string[];
  lessons: { id: string; name: string; subjectYearId: string; chapterId: string }[];
}
interface Detail extends Item {
  version: number;
  weeks: Week[];
  holidayWeeks: { monday: string; firstDay: string; lastDay: string; afterWeek: number; holidays: Week['holidays'] }[];
  lessonOptions: { id: string }[];
}

const MATHS_P4_T1 = 'sow-2026-mathematics-primary4-t1';
const ENGLISH_P4_T1 = 'sow-2026-english-language-primary4-t1';
const list = async (username: string, query = '') =>
  (await getJson<List<Item>>(`/schemes-of-work?pageSize=0${query}`, await signIn(username))).body;

describe('schemes of work', () => {
  it('lists the schemes of the subjects and levels each account teaches; the principal sees all', async () => {
    const teacher = await list('teacher');
    expect(new Set(teacher.data.map((row) => `${row.subjectId}/${row.masterLevelId}`))).toEqual(
      new Set(['sub-mathematics/ml-primary4', 'sub-mathematics/ml-primary5', 'sub-mathematics/ml-primary6']),
    );
    expect(teacher.count).toBe(12);
    expect((await list('homeroom')).count).toBe(8);
    expect((await list('newcomer')).count).toBe(4);
    expect((await list('principal')).count).toBe(24);
  });

  it('filters by subject, level and term and sorts by the list contract', async () => {
    const narrowed = await list('principal', '&subjectId=sub-mathematics&masterLevelId=ml-primary5&term=3');
    expect(narrowed.data.map((row) => row.id)).toEqual(['sow-2026-mathematics-primary5-t3']);
    const sorted = await list('teacher', '&sortBy=-term');
    expect(sorted.data[0]?.term).toBe(4);
    const paged = await getJson<List<Item>>('/schemes-of-work?page=1&pageSize=5', await signIn('teacher'));
    expect(paged.body).toMatchObject({ count: 12 });
    expect(paged.body.data).toHaveLength(5);
  });

  it('leaves the last two weeks of term 4 unplanned', async () => {
    const term4 = (await list('teacher', '&term=4&masterLevelId=ml-primary4')).data[0];
    expect(term4).toMatchObject({ plannedWeeks: (term4?.weeksCount ?? 0) - 2 });
  });

  it('answers the weeks of the term on teaching weeks, with holidays inside them and linked lessons', async () => {
    const { status, body } = await getJson<Detail>(`/schemes-of-work/${MATHS_P4_T1}`, await signIn('teacher'));
    expect(status).toBe(200);
    // Term 1 of 2026/2027 runs 13 July to 18 September: ten Monday-based weeks.
    expect(body.weeks).toHaveLength(10);
    expect(body.weeks[0]).toMatchObject({
      number: 1,
      monday: '2026-07-13',
      firstDay: '2026-07-13',
      lastDay: '2026-07-17',
    });
    const nationalDay = body.weeks.find((week) => week.monday === '2026-08-10');
    expect(nationalDay).toMatchObject({ workingDays: 4, partial: true, firstDay: '2026-08-11' });
    expect(nationalDay?.holidays).toEqual([{ date: '2026-08-10', name: 'National Day (observed)' }]);
    expect(body.weeks.every((week) => week.topics.length > 0)).toBe(true);
    expect(body.weeks.some((week) => week.lessons.length > 0)).toBe(true);
    expect(body.lessonOptions.length).toBeGreaterThan(0);
  });

  it('skips the mid-term break of term 3 without a number and names it between weeks 5 and 6', async () => {
    const { body } = await getJson<Detail>('/schemes-of-work/sow-2026-mathematics-primary4-t3', await signIn('teacher'));
    // Term 3 runs 4 January to 19 March 2027: eleven Monday-based weeks, one of them (8–12 Feb) all holidays.
    expect(body.weeks).toHaveLength(10);
    expect(body).toMatchObject({ weeksCount: 10, plannedWeeks: 10 });
    expect(body.weeks.map((week) => week.monday)).not.toContain('2027-02-08');
    expect(body.weeks[5]).toMatchObject({ number: 6, monday: '2027-02-15', workingDays: 5 });
    expect(body.holidayWeeks).toEqual([
      {
        monday: '2027-02-08',
        firstDay: '2027-02-08',
        lastDay: '2027-02-12',
        afterWeek: 5,
        holidays: [
          { date: '2027-02-08', name: 'Chinese New Year (observed)' },
          { date: '2027-02-09', name: 'Chinese New Year' },
          { date: '2027-02-10', name: 'Mid-term break' },
          { date: '2027-02-11', name: 'Mid-term break' },
          { date: '2027-02-12', name: 'Mid-term break' },
        ],
      },
    ]);
    const term1 = await getJson<Detail>(`/schemes-of-work/${MATHS_P4_T1}`, await signIn('teacher'));
    expect(term1.body.holidayWeeks).toEqual([]);
  });

  it('keeps each scheme to its teachers: 403 for another subject, 404 when unknown, 401 signed out', async () => {
    const teacher = await signIn('teacher');
    expect((await getJson(`/schemes-of-work/${ENGLISH_P4_T1}`, teacher)).status).toBe(403);
    expect((await getJson('/schemes-of-work/none', teacher)).status).toBe(404);
    expect((await call(`/schemes-of-work/${MATHS_P4_T1}`)).status).toBe(401);
    expect((await getJson(`/schemes-of-work/${ENGLISH_P4_T1}`, await signIn('principal'))).status).toBe(200);
  });
});

describe('PUT /schemes-of-work/{id}/weeks/{week}', () => {
  const put = (token: string, json: unknown, id = MATHS_P4_T1, week = 2) =>
    call(`/schemes-of-work/${id}/weeks/${week}`, { method: 'PUT', token, json });

  it('replaces a week’s plan, bumps the version and answers the scheme', async () => {
    const token = await signIn('teacher');
    const before = (await getJson<Detail>(`/schemes-of-work/${MATHS_P4_T1}`, token)).body;
    const lessonId = before.lessonOptions[1]?.id ?? '';
    const response = await put(token, {
      version: before.version,
      topics: ['  Number bonds '],
      objectives: ['Add to 100.'],
      lessonIds: [lessonId],
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Detail;
    expect(body.version).toBe(before.version + 1);
    expect(body.weeks[1]).toMatchObject({ topics: ['Number bonds'], objectives: ['Add to 100.'] });
    expect(body.weeks[1]?.lessons.map((lesson) => lesson.id)).toEqual([lessonId]);
    const again = (await getJson<Detail>(`/schemes-of-work/${MATHS_P4_T1}`, token)).body;
    expect(again.weeks[1]?.topics).toEqual(['Number bonds']);
  });

  it('answers 422 naming the field, 409 on a stale version, 404 for a week outside the term', async () => {
    const token = await signIn('teacher');
    const { version } = (await getJson<Detail>(`/schemes-of-work/${MATHS_P4_T1}`, token)).body;
    const blank = await put(token, { version, topics: [], objectives: [], lessonIds: [] });
    expect(blank.status).toBe(422);
    expect(await blank.json()).toMatchObject({
      message: 'Give the week at least one topic.',
      errors: { topics: 'Give the week at least one topic.' },
    });
    const foreign = await put(token, { version, topics: ['Fractions'], objectives: [], lessonIds: ['nope'] });
    expect(foreign.status).toBe(422);
    expect(await foreign.json()).toMatchObject({
      errors: { 'lessonIds.0': 'Lesson "nope" is not a lesson of this subject and level.' },
    });
    expect(
      (await put(token, { version: version + 5, topics: ['Fractions'], objectives: [], lessonIds: [] })).status,
    ).toBe(409);
    expect(
      (await put(token, { version, topics: ['Fractions'], objectives: [], lessonIds: [] }, MATHS_P4_T1, 40)).status,
    ).toBe(404);
  });

  it('answers 403 without update permission or outside the user’s subjects', async () => {
    const body = { version: 1, topics: ['Plants'], objectives: [], lessonIds: [] };
    const newcomer = await put(await signIn('newcomer'), body, 'sow-2026-science-primary1-t1');
    expect(newcomer.status).toBe(403);
    expect(await newcomer.json()).toMatchObject({ message: 'You do not have permission to change schemes of work.' });
    const teacher = await put(await signIn('teacher'), body, ENGLISH_P4_T1);
    expect(teacher.status).toBe(403);
    expect(await teacher.json()).toMatchObject({ message: 'You do not teach this subject at this level.' });
  });
});
