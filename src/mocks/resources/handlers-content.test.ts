import { describe, expect, it } from 'vitest';
import { REVISION_COMMENT_REQUIRED } from '../../domain/lesson-content/bodies';
import { INVISIBLE_TEXT_MESSAGE } from '../../domain/school/visible-text';
import { db } from '../db';
import { issuedMessage } from './handlers-content';
import { firstContent, getJson, HOMEROOM_ENGLISH, send, signIn, TEACHER_MATHS } from './test-kit';

interface Lesson {
  id: string;
  name: string;
  reviewStatus: string;
  version: number;
  materials: { id: string; title: string; commentsCount: number }[];
  hasPublishedVersion: boolean;
}
interface Published {
  version: number;
  materials: { id: string; title: string }[];
}
interface List<T> {
  data: T[];
  count: number;
}

async function review(path: string, token: string, action: string, comment?: string) {
  const current = (await getJson<Lesson>(path, token)).body;
  return send('POST', `${path}/review`, token, { action, version: current.version, ...(comment !== undefined && { comment }) });
}

describe('lessons, assignments and their review', () => {
  it('walks a new lesson from created to final with the setter, the vetter and the expert, logging each step', async () => {
    const [teacher, homeroom, principal] = [await signIn('teacher'), await signIn('homeroom'), await signIn('principal')];
    const chapter = db.resourceChapters.find((row) => row.subjectYearId === TEACHER_MATHS)!;
    const { body } = await send('POST', `/chapters/${chapter.id}/lessons`, teacher, { name: 'Ratio' });
    const path = `/lessons/${String(body.id)}`;
    await send('POST', `${path}/materials`, teacher, { materialType: 'FREE_TEXT', title: 'Idea', content: { text: 'A ratio compares two amounts.' } });

    expect(await review(path, homeroom, 'approveDraft')).toMatchObject({ status: 409 });
    expect(await review(path, teacher, 'submit')).toMatchObject({ status: 200, body: { reviewStatus: 'onReview' } });
    expect(await send('PUT', path, teacher, { name: 'Ratio 2', version: (await getJson<Lesson>(path, teacher)).body.version })).toMatchObject({ status: 409 });
    expect(await review(path, principal, 'approveFinal')).toMatchObject({ status: 409 });
    expect(await review(path, homeroom, 'approveDraft')).toMatchObject({ status: 200, body: { reviewStatus: 'approved', hasPublishedVersion: true } });
    expect(await review(path, teacher, 'approveFinal')).toMatchObject({ status: 409 });
    expect(await review(path, principal, 'approveFinal')).toMatchObject({ status: 200, body: { reviewStatus: 'final' } });
    expect(await review(path, principal, 'requestRevision', 'Too late')).toMatchObject({ status: 409 });

    const log = (await getJson<List<{ type: string; actor: { name: string }; toStatus: string | null }>>(`${path}/activity?pageSize=0`, teacher)).body.data;
    expect(log.map((entry) => entry.type)).toEqual(['Approved FBP', 'Approved Draft', 'Revision Upload', 'Updated', 'Created']);
    expect(log[0]).toMatchObject({ actor: { name: 'Mdm Siti Rahmah' }, toStatus: 'final' });
  });

  it('needs a comment to send back for revision, and refuses a stale version', async () => {
    const homeroom = await signIn('homeroom');
    const path = `/lessons/${firstContent(TEACHER_MATHS, 'lesson', 'onReview').id}`;
    expect(await review(path, homeroom, 'requestRevision', '')).toMatchObject({ status: 422, body: { errors: { comment: REVISION_COMMENT_REQUIRED } } });
    expect(await review(path, homeroom, 'requestRevision', '  ')).toMatchObject({ status: 422, body: { errors: { comment: INVISIBLE_TEXT_MESSAGE } } });
    const { body } = await getJson<Lesson>(path, homeroom);
    expect(await send('POST', `${path}/review`, homeroom, { action: 'approveDraft', version: body.version - 1 })).toMatchObject({
      status: 409,
      body: { message: 'This lesson was changed by someone else. Reload it to see their changes.' },
    });
    expect(await review(path, homeroom, 'requestRevision', 'Add a diagram.')).toMatchObject({ status: 200, body: { reviewStatus: 'revision' } });
  });

  it('keeps the published version for students while a revision of a final lesson is written and reviewed', async () => {
    const [teacher, homeroom] = [await signIn('teacher'), await signIn('homeroom')];
    const lesson = firstContent(TEACHER_MATHS, 'lesson', 'final');
    const path = `/lessons/${lesson.id}`;
    const before = (await getJson<Published>(`${path}/published`, teacher)).body;
    const material = db.resourceMaterials.find((row) => row.contentId === lesson.id)!;
    const edit = await send('PUT', `/materials/${material.id}`, teacher, {
      materialType: material.materialType,
      title: 'Retitled in the revision',
      content: material.content,
      version: material.version,
    });
    expect(edit.status).toBe(200);
    expect((await getJson<Lesson>(path, teacher)).body.reviewStatus).toBe('new');
    expect(await review(path, teacher, 'submit')).toMatchObject({ body: { reviewStatus: 'onReview' } });
    const during = (await getJson<Published>(`${path}/published`, homeroom)).body;
    expect(during).toEqual(before);
    expect(during.materials.find((row) => row.id === material.id)?.title).not.toBe('Retitled in the revision');
    await review(path, homeroom, 'approveDraft');
    const after = (await getJson<Published>(`${path}/published`, homeroom)).body;
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.materials.find((row) => row.id === material.id)?.title).toBe('Retitled in the revision');
  });

  it('renames with the version read, answers 409 on a stale one, and keeps the reviewers out', async () => {
    const [teacher, homeroom] = [await signIn('teacher'), await signIn('homeroom')];
    const lesson = firstContent(TEACHER_MATHS, 'lesson', 'created');
    const path = `/lessons/${lesson.id}`;
    const saved = await send('PUT', path, teacher, { name: 'Renamed', version: lesson.version });
    expect(saved).toMatchObject({ status: 200, body: { name: 'Renamed', version: lesson.version + 1 } });
    expect(await send('PUT', path, teacher, { name: 'Again', version: lesson.version })).toMatchObject({ status: 409 });
    expect(await send('PUT', path, teacher, { name: '', version: lesson.version + 1 })).toMatchObject({ status: 422, body: { errors: { name: 'Name is required.' } } });
    expect(await send('PUT', path, homeroom, { name: 'Mine', version: lesson.version + 1 })).toMatchObject({ status: 403 });
    expect((await getJson(`/lessons/${firstContent(HOMEROOM_ENGLISH, 'lesson').id}`, teacher)).status).toBe(404);
  });

  it('saves assignment settings and refuses to delete issued content', async () => {
    const teacher = await signIn('teacher');
    const assignment = db.resourceContents.find((row) => row.kind === 'assignment' && row.subjectYearId === TEACHER_MATHS && row.reviewStatus !== 'onReview')!;
    const path = `/resource-assignments/${assignment.id}`;
    const settings = { ...assignment.settings!, attempts: 3 };
    expect(await send('PUT', path, teacher, { name: assignment.name, settings, version: assignment.version })).toMatchObject({
      status: 200,
      body: { settings: { attempts: 3 } },
    });
    const issued = db.issuedAssignments.get('ia-seed-1')!;
    const base = issued.sourceType === 'lesson' ? '/lessons' : '/resource-assignments';
    expect(await send('DELETE', `${base}/${issued.sourceId}`, teacher)).toEqual({ status: 409, body: { message: issuedMessage(issued.sourceType) } });
    const removable = firstContent(TEACHER_MATHS, 'lesson', 'created');
    expect((await send('DELETE', `/lessons/${removable.id}`, teacher)).status).toBe(204);
    expect(db.resourceMaterials.filter((row) => row.contentId === removable.id)).toEqual([]);
  });

  it('answers 422 to assignment settings starting on a day that does not exist, and keeps the settings', async () => {
    const teacher = await signIn('teacher');
    const assignment = db.resourceContents.find((row) => row.kind === 'assignment' && row.subjectYearId === TEACHER_MATHS && row.reviewStatus !== 'onReview')!;
    const settings = { ...assignment.settings!, startDate: '2026-02-30', dueDate: '2026-03-31' };
    expect(await send('PUT', `/resource-assignments/${assignment.id}`, teacher, { name: assignment.name, settings, version: assignment.version })).toMatchObject({
      status: 422,
      body: { errors: { 'settings.startDate': 'Start date must be a date (dd/mm/yyyy).' } },
    });
    expect(db.resourceContents.get(assignment.id)?.settings).toEqual(assignment.settings);
  });

  it('keeps comments with their material and lets the newcomer only read', async () => {
    const [homeroom, newcomer, teacher] = [await signIn('homeroom'), await signIn('newcomer'), await signIn('teacher')];
    const lesson = firstContent(TEACHER_MATHS, 'lesson', 'onReview');
    const material = db.resourceMaterials.find((row) => row.contentId === lesson.id)!;
    const path = `/lessons/${lesson.id}`;
    expect(await send('POST', `${path}/comments`, homeroom, { comment: 'Check the answer.', materialId: material.id })).toMatchObject({
      status: 201,
      body: { type: 'Commented', materialId: material.id, actor: { name: 'Mr Daniel Tan' } },
    });
    expect(await send('POST', `${path}/comments`, homeroom, { comment: 'x', materialId: 'mt-none' })).toMatchObject({ status: 422, body: { errors: { materialId: expect.any(String) } } });
    expect((await getJson<Lesson>(path, teacher)).body.materials.find((row) => row.id === material.id)?.commentsCount).toBe(1);
    expect((await send('POST', `${path}/comments`, newcomer, { comment: 'Hello' })).status).toBe(404);
  });

  it('duplicates a lesson into a chapter of another class’s subject the setter teaches', async () => {
    const teacher = await signIn('teacher');
    const source = firstContent(TEACHER_MATHS, 'lesson', 'final');
    const target = db.resourceChapters.find((row) => row.subjectYearId === 'sy-primary-5-courage-mathematics')!;
    const copy = await send('POST', `/lessons/${source.id}/duplicate`, teacher, { targetChapterId: target.id });
    expect(copy.status).toBe(201);
    const { body } = await getJson<Lesson & { chapterId: string }>(`/lessons/${String(copy.body.id)}`, teacher);
    expect(body).toMatchObject({ name: source.name, reviewStatus: 'created', chapterId: target.id, hasPublishedVersion: false });
    expect(body.materials).toHaveLength(db.resourceMaterials.filter((row) => row.contentId === source.id).length);
    const english = db.resourceChapters.find((row) => row.subjectYearId === HOMEROOM_ENGLISH)!;
    expect((await send('POST', `/lessons/${source.id}/duplicate`, teacher, { targetChapterId: english.id })).status).toBe(404);
  });
});
