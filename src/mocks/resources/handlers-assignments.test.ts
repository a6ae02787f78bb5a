import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { CLASS_NOT_ALLOWED_MESSAGE, NOT_ASSIGNABLE_MESSAGE } from './handlers-assignments';
import { firstContent, getJson, send, signIn, TEACHER_MATHS } from './test-kit';

interface List<T> {
  data: T[];
  count: number;
}
type Summary = { id: string; hasPublishedVersion: boolean; subjectId: string };
type Issued = { id: string; title: string; studentsCount: number; classYear: { id: string } | null };

const P4 = 'cy-primary-4-courage';
const P5 = 'cy-primary-5-courage';

describe('assigning lessons and assignments to students', () => {
  it('offers only published content of the caller’s subjects', async () => {
    const { body } = await getJson<List<Summary>>('/assignable-contents?pageSize=0', await signIn('teacher'));
    expect(body.count).toBeGreaterThan(0);
    expect(body.data.every((row) => row.hasPublishedVersion && row.subjectId.endsWith('mathematics'))).toBe(true);
  });

  it('issues to classes and students, counting each student once, and lists it on /assignments', async () => {
    const teacher = await signIn('teacher');
    const source = firstContent(TEACHER_MATHS, 'lesson', 'final');
    const p4 = db.students.filter((student) => student.classYearId === P4);
    const p5 = db.students.filter((student) => student.classYearId === P5);
    const studentIds = [p4[0]!.id, p5[0]!.id];
    const preview = await getJson<List<{ id: string; classYear: { id: string } }>>(`/assignments/recipients?classYearIds=${P4}&studentIds=${studentIds.join(',')}`, teacher);
    expect(preview.body.count).toBe(p4.length + 1);
    expect(new Set(preview.body.data.map((row) => row.id)).size).toBe(preview.body.count);

    const body = { sourceType: 'lesson', sourceId: source.id, classYearIds: [P4], studentIds, startDate: '2026-12-01', dueDate: '2026-12-08' };
    const created = await send('POST', '/assignments', teacher, body);
    expect(created).toMatchObject({ status: 201, body: { studentsCount: p4.length + 1 } });
    const { body: list } = await getJson<List<Issued>>(`/assignments?pageSize=0&title=${encodeURIComponent(source.name)}`, teacher);
    expect(list.data.find((row) => row.id === created.body.id)).toMatchObject({ title: source.name, studentsCount: p4.length + 1, classYear: null });
  });

  it('answers 422 naming the field for unseen classes, unpublished content and bad dates', async () => {
    const teacher = await signIn('teacher');
    const source = firstContent(TEACHER_MATHS, 'lesson', 'final');
    const valid = { sourceType: 'lesson', sourceId: source.id, classYearIds: [P4], studentIds: [], startDate: '2026-12-01', dueDate: '2026-12-08' };
    expect(await send('POST', '/assignments', teacher, { ...valid, classYearIds: [P4, 'cy-primary-1-courage'] })).toEqual({
      status: 422,
      body: { message: CLASS_NOT_ALLOWED_MESSAGE, errors: { 'classYearIds.1': CLASS_NOT_ALLOWED_MESSAGE } },
    });
    const draft = firstContent(TEACHER_MATHS, 'lesson', 'created');
    expect(await send('POST', '/assignments', teacher, { ...valid, sourceId: draft.id })).toMatchObject({ status: 422, body: { errors: { sourceId: NOT_ASSIGNABLE_MESSAGE } } });
    expect(await send('POST', '/assignments', teacher, { ...valid, dueDate: '2026-11-30' })).toMatchObject({ status: 422, body: { errors: { dueDate: expect.any(String) } } });
    expect(await send('POST', '/assignments', teacher, { ...valid, classYearIds: [] })).toMatchObject({ status: 422, body: { errors: { classYearIds: 'Choose at least one class or student.' } } });
    expect((await send('POST', '/assignments', await signIn('newcomer', 'Welcome@2026'), valid)).status).toBe(403);
  });

  it('answers 422 to a start or due date that does not exist, and issues nothing', async () => {
    const teacher = await signIn('teacher');
    const source = firstContent(TEACHER_MATHS, 'lesson', 'final');
    const valid = { sourceType: 'lesson', sourceId: source.id, classYearIds: [P4], studentIds: [], startDate: '2026-12-01', dueDate: '2026-12-08' };
    const issuedBefore = db.issuedAssignments.all().length;
    expect(await send('POST', '/assignments', teacher, { ...valid, dueDate: '2026-13-45' })).toMatchObject({
      status: 422,
      body: { errors: { dueDate: 'Due date must be a date (dd/mm/yyyy).' } },
    });
    expect(await send('POST', '/assignments', teacher, { ...valid, startDate: '2026-11-31' })).toMatchObject({
      status: 422,
      body: { errors: { startDate: 'Start date must be a date (dd/mm/yyyy).' } },
    });
    expect(db.issuedAssignments.all()).toHaveLength(issuedBefore);
  });

  it('previews only students of classes the caller sees', async () => {
    const teacher = await signIn('teacher');
    const stranger = db.students.find((student) => student.classYearId === 'cy-primary-1-courage')!;
    const { body } = await getJson<List<{ id: string }>>(`/assignments/recipients?classYearIds=cy-primary-1-courage&studentIds=${stranger.id}`, teacher);
    expect(body).toEqual({ data: [], count: 0, alreadyAssigned: [] });
  });

  it('scopes /assignments to the caller’s classes', async () => {
    const { body } = await getJson<List<Issued>>('/assignments?pageSize=0', await signIn('newcomer', 'Welcome@2026'));
    expect(body.data).toEqual([]);
    const teacher = await getJson<List<Issued>>('/assignments?pageSize=0', await signIn('teacher'));
    expect(teacher.body.count).toBe(db.issuedAssignments.size);
  });
});
