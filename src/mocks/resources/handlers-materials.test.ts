import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { SETTER_ONLY_MESSAGE } from './access';
import { MATERIAL_STALE_MESSAGE } from './handlers-materials';
import { PRACTICE_BANK_NAME } from './seed';
import { firstContent, getJson, HOMEROOM_ENGLISH, send, signIn, TEACHER_MATHS } from './test-kit';

interface Lesson {
  reviewStatus: string;
  materialsIds: string[];
  materials: { id: string; order: number; version: number; title: string }[];
}

describe('materials', () => {
  it('appends a material and stores Text/Media HTML as given', async () => {
    const teacher = await signIn('teacher');
    const lesson = firstContent(TEACHER_MATHS, 'lesson', 'created');
    const html = '<p>Look <img src="x" onerror="alert(1)"></p>';
    const created = await send('POST', `/lessons/${lesson.id}/materials`, teacher, { materialType: 'TEXT_MEDIA', title: 'Picture', content: { html } });
    expect(created).toMatchObject({ status: 201, body: { title: 'Picture', version: 1, content: { html } } });
    const { body } = await getJson<Lesson>(`/lessons/${lesson.id}`, teacher);
    expect(body.materialsIds.at(-1)).toBe(created.body.id);
    expect(body.materials.at(-1)?.order).toBe(body.materials.length - 1);
  });

  it('answers 422 naming the field, 403 to reviewers and 404 outside the scope', async () => {
    const [teacher, homeroom] = [await signIn('teacher'), await signIn('homeroom')];
    const lesson = firstContent(TEACHER_MATHS, 'lesson', 'created');
    const link = { materialType: 'LINK', title: 'Bad', content: { url: 'javascript:alert(1)' } };
    expect(await send('POST', `/lessons/${lesson.id}/materials`, teacher, link)).toMatchObject({
      status: 422,
      body: { errors: { 'content.url': 'Enter a full web address starting with http:// or https://.' } },
    });
    expect(await send('POST', `/lessons/${lesson.id}/materials`, homeroom, { ...link, content: { url: 'https://moe.gov.sg' } })).toMatchObject({
      status: 403,
      body: { message: SETTER_ONLY_MESSAGE },
    });
    const english = firstContent(HOMEROOM_ENGLISH, 'lesson');
    const material = db.resourceMaterials.find((row) => row.contentId === english.id)!;
    expect((await send('DELETE', `/materials/${material.id}`, teacher)).status).toBe(404);
  });

  it('moves a material to the position sent as order and renumbers its siblings (spec §7)', async () => {
    const teacher = await signIn('teacher');
    const bank = db.resourceContents.find((row) => row.name === PRACTICE_BANK_NAME)!;
    const before = (await getJson<Lesson>(`/lessons/${bank.id}`, teacher)).body.materialsIds;
    const moved = before[150]!;
    expect(await send('PUT', `/materials/${moved}`, teacher, { order: 2 })).toMatchObject({ status: 200, body: { id: moved, order: 2 } });
    const after = (await getJson<Lesson>(`/lessons/${bank.id}`, teacher)).body;
    expect(after.materialsIds).toEqual([...before.slice(0, 2), moved, ...before.slice(2).filter((id) => id !== moved)]);
    expect(after.materials.map((material) => material.order)).toEqual(after.materials.map((_, index) => index));
    expect(await send('PUT', `/materials/${moved}`, teacher, { order: -1 })).toMatchObject({ status: 422, body: { errors: { order: expect.any(String) } } });
  });

  it('saves an edit with the version read and answers 409 to a stale one', async () => {
    const teacher = await signIn('teacher');
    const lesson = firstContent(TEACHER_MATHS, 'lesson', 'created');
    const material = db.resourceMaterials.find((row) => row.contentId === lesson.id)!;
    const edit = { materialType: material.materialType, title: 'Edited', content: material.content, version: material.version };
    expect(await send('PUT', `/materials/${material.id}`, teacher, edit)).toMatchObject({ status: 200, body: { title: 'Edited', version: material.version + 1 } });
    expect(await send('PUT', `/materials/${material.id}`, teacher, edit)).toEqual({ status: 409, body: { message: MATERIAL_STALE_MESSAGE } });
  });

  it('locks materials while their lesson is under review, and deletes with renumbering otherwise', async () => {
    const teacher = await signIn('teacher');
    const onReview = firstContent(TEACHER_MATHS, 'lesson', 'onReview');
    const locked = db.resourceMaterials.find((row) => row.contentId === onReview.id)!;
    expect(await send('DELETE', `/materials/${locked.id}`, teacher)).toMatchObject({ status: 409 });
    const lesson = firstContent(TEACHER_MATHS, 'lesson', 'created');
    const first = db.resourceMaterials.find((row) => row.contentId === lesson.id && row.order === 0)!;
    expect((await send('DELETE', `/materials/${first.id}`, teacher)).status).toBe(204);
    const { body } = await getJson<Lesson>(`/lessons/${lesson.id}`, teacher);
    expect(body.materials.map((material) => material.order)).toEqual(body.materials.map((_, index) => index));
    expect(body.materialsIds).not.toContain(first.id);
  });
});
