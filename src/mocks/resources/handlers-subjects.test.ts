import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { SETTER_ONLY_MESSAGE } from './access';
import { CHAPTER_ISSUED_MESSAGE } from '../../domain/lesson-content/limits';
import { getJson, HOMEROOM_ENGLISH, send, signIn, TEACHER_MATHS } from './test-kit';

interface List<T> {
  data: T[];
  count: number;
}
type Subject = { id: string; classYear: { name: string }; chaptersCount: number; reviewCounts: Record<string, number> };
type Chapter = { id: string; name: string; order: number; issuedCount: number };

describe('resource subjects and chapters', () => {
  it("scopes subjects: the setter her own, reviewers their branch, the principal the whole year of the principal's campus", async () => {
    const ids = async (username: string) =>
      (await getJson<List<Subject>>('/resource-subjects?pageSize=0', await signIn(username))).body.data.map((subject) => subject.id);
    expect((await ids('teacher')).sort()).toEqual(['sy-primary-4-courage-mathematics', 'sy-primary-5-courage-mathematics', 'sy-primary-6-integrity-mathematics']);
    const homeroom = await ids('homeroom');
    expect(homeroom).toEqual(expect.arrayContaining([TEACHER_MATHS, HOMEROOM_ENGLISH]));
    expect(homeroom.every((id) => db.classYears.get(db.subjectYears.get(id)!.classYearId)!.branchId === 'br-1')).toBe(true);
    const orchard = db.subjectYears.filter((row) => row.academicYearId === 'ay-2026' && db.classYears.get(row.classYearId)?.branchId === 'br-1');
    expect((await ids('principal')).sort()).toEqual(orchard.map((row) => row.id).sort());
    expect(await ids('newcomer')).toEqual(['sy-primary-1-resilience-science']);
  });

  it('counts chapters and review statuses, and answers 404 outside the scope', async () => {
    const teacher = await signIn('teacher');
    const { body } = await getJson<Subject>(`/resource-subjects/${TEACHER_MATHS}`, teacher);
    expect(body.chaptersCount).toBeGreaterThanOrEqual(2);
    expect(Object.values(body.reviewCounts).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(4);
    expect((await getJson(`/resource-subjects/${HOMEROOM_ENGLISH}`, teacher)).status).toBe(404);
    const chapter = db.resourceChapters.find((row) => row.subjectYearId === HOMEROOM_ENGLISH)!;
    expect((await getJson(`/chapters/${chapter.id}`, teacher)).status).toBe(404);
    expect((await getJson(`/chapters/${chapter.id}/contents?pageSize=0`, teacher)).status).toBe(404);
  });

  it('lets only a setter create, rename, move and delete chapters, with field errors', async () => {
    const teacher = await signIn('teacher');
    const homeroom = await signIn('homeroom');
    const path = `/resource-subjects/${TEACHER_MATHS}/chapters`;
    expect(await send('POST', path, homeroom, { name: 'Mine' })).toMatchObject({ status: 403, body: { message: SETTER_ONLY_MESSAGE } });
    expect(await send('POST', path, teacher, { name: '  ' })).toMatchObject({ status: 422, body: { errors: { name: 'Chapter name is required.' } } });
    const created = await send('POST', path, teacher, { name: 'Money' });
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    const before = (await getJson<List<Chapter>>(`${path}?pageSize=0`, teacher)).body.data;
    expect(before.at(-1)).toMatchObject({ id, name: 'Money', order: before.length - 1 });

    const moved = await send('PUT', `/chapters/${id}`, teacher, { order: 0 });
    expect(moved).toMatchObject({ status: 200, body: { order: 0 } });
    const after = (await getJson<List<Chapter>>(`${path}?pageSize=0`, teacher)).body.data;
    expect(after.map((chapter) => chapter.id)).toEqual([id, ...before.slice(0, -1).map((chapter) => chapter.id)]);
    expect(after.map((chapter) => chapter.order)).toEqual(after.map((_, index) => index));

    expect(await send('PUT', `/chapters/${id}`, teacher, { name: 'Money and measures' })).toMatchObject({ status: 200, body: { name: 'Money and measures' } });
    expect(await send('DELETE', `/chapters/${id}`, homeroom)).toMatchObject({ status: 403 });
    expect((await send('DELETE', `/chapters/${id}`, teacher)).status).toBe(204);
    const left = (await getJson<List<Chapter>>(`${path}?pageSize=0`, teacher)).body.data;
    expect(left.map((chapter) => chapter.order)).toEqual(left.map((_, index) => index));
  });

  it('refuses to delete a chapter whose content was assigned, with the reason', async () => {
    const teacher = await signIn('teacher');
    const issued = db.issuedAssignments.get('ia-seed-1')!;
    const chapterId = db.resourceContents.get(issued.sourceId)!.chapterId;
    const { body } = await getJson<Chapter>(`/chapters/${chapterId}`, teacher);
    expect(body.issuedCount).toBeGreaterThan(0);
    expect(await send('DELETE', `/chapters/${chapterId}`, teacher)).toEqual({ status: 409, body: { message: CHAPTER_ISSUED_MESSAGE } });
  });

  it('creates lessons and assignments with validated settings, logged as Created', async () => {
    const teacher = await signIn('teacher');
    const chapter = db.resourceChapters.find((row) => row.subjectYearId === TEACHER_MATHS)!;
    const lesson = await send('POST', `/chapters/${chapter.id}/lessons`, teacher, { name: 'Mixed numbers' });
    expect(lesson.status).toBe(201);
    expect(db.resourceContents.get(String(lesson.body.id))).toMatchObject({ reviewStatus: 'created', kind: 'lesson' });
    expect(db.resourceActivity.find((entry) => entry.contentId === lesson.body.id)).toMatchObject({ type: 'Created', actorId: 'u-teacher' });
    const settings = { assignmentType: 'Quiz', questionOrder: 'Random', answerReveal: 'Hide Until Past Deadline', attempts: 2, startDate: '2026-12-02', dueDate: '2026-12-01' };
    expect(await send('POST', `/chapters/${chapter.id}/assignments`, teacher, { name: 'Quiz', settings })).toMatchObject({
      status: 422,
      body: { errors: { 'settings.dueDate': 'The due date cannot be before the start date.' } },
    });
    const assignment = await send('POST', `/chapters/${chapter.id}/assignments`, teacher, { name: 'Quiz', settings: { ...settings, dueDate: '2026-12-09' } });
    expect(assignment.status).toBe(201);
    const { body } = await getJson<List<{ id: string; kind: string }>>(`/chapters/${chapter.id}/contents?pageSize=0&kind=assignment`, teacher);
    expect(body.data.map((row) => row.id)).toContain(assignment.body.id);
    expect(body.data.every((row) => row.kind === 'assignment')).toBe(true);
  });
});
