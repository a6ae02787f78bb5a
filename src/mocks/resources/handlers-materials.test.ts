import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { SETTER_ONLY_MESSAGE } from './access';
import { bytesOf } from '../../domain/files/test-files';
import { call } from '../test-client';
import { MATERIAL_STALE_MESSAGE, NOT_AN_UPLOAD_FOR_MATERIAL_MESSAGE } from './handlers-materials';
import { PRACTICE_BANK_NAME } from './seed';
import { firstContent, getJson, HOMEROOM_ENGLISH, multipart, send, signIn, TEACHER_MATHS } from './test-kit';

interface Lesson {
  reviewStatus: string;
  materialsIds: string[];
  materials: { id: string; order: number; version: number; title: string }[];
}

async function uploaded(token: string, name: string, entityType = 'LessonBuilder'): Promise<string> {
  const { body, contentType } = multipart({ file: { name, type: 'application/pdf', bytes: bytesOf('%PDF-1.4') }, entityType });
  const response = await call('/files', { method: 'POST', token, body, headers: { 'Content-Type': contentType } });
  const [file] = (await response.json()) as [{ id: string }];
  return file.id;
}

const forged = (id: string) => ({ id, fileName: 'timetable.html', mimeType: 'text/html', size: 1, entityType: 'LessonBuilder' });

describe('Attach Files materials', () => {
  it('hold the files as stored, whatever name or type the body claims', async () => {
    const teacher = await signIn('teacher');
    const lesson = firstContent(TEACHER_MATHS, 'lesson', 'created');
    const id = await uploaded(teacher, 'worksheet.pdf');
    const created = await send('POST', `/lessons/${lesson.id}/materials`, teacher, { materialType: 'ATTACH_FILES', title: 'Worksheet', content: { files: [forged(id)] } });
    expect(created).toMatchObject({ status: 201, body: { content: { files: [{ id, fileName: 'worksheet.pdf', mimeType: 'application/pdf', size: 8, entityType: 'LessonBuilder' }] } } });
  });

  it('refuse a file another user uploaded, an SVE upload or an unknown id with 422 naming the file', async () => {
    const [teacher, principal] = [await signIn('teacher'), await signIn('principal')];
    const lesson = firstContent(TEACHER_MATHS, 'lesson', 'created');
    const own = await uploaded(teacher, 'own.pdf');
    const files = [own, await uploaded(principal, 'theirs.pdf'), await uploaded(teacher, 'paper.pdf', 'SVE'), 'file-none'].map(forged);
    const refused = await send('POST', `/lessons/${lesson.id}/materials`, teacher, { materialType: 'ATTACH_FILES', title: 'Forged', content: { files } });
    expect(refused).toEqual({
      status: 422,
      body: {
        message: NOT_AN_UPLOAD_FOR_MATERIAL_MESSAGE,
        errors: {
          'content.files.1': NOT_AN_UPLOAD_FOR_MATERIAL_MESSAGE,
          'content.files.2': NOT_AN_UPLOAD_FOR_MATERIAL_MESSAGE,
          'content.files.3': NOT_AN_UPLOAD_FOR_MATERIAL_MESSAGE,
        },
      },
    });
    expect(db.resourceMaterials.filter((row) => row.title === 'Forged')).toEqual([]);
  });

  it('keep the files a material already held when another setter edits it, and refuse a foreign one added', async () => {
    const [teacher, principal] = [await signIn('teacher'), await signIn('principal')];
    const lesson = firstContent(TEACHER_MATHS, 'lesson', 'created');
    // A material a co-setter made, holding their upload (no other demo account sets this subject).
    const theirs = await uploaded(principal, 'their-worksheet.pdf');
    const held = db.uploadedFiles.get(theirs)!;
    const material = db.resourceMaterials.insert({
      id: 'mt-co-setter',
      createdAt: '2026-11-01T00:00:00Z',
      contentId: lesson.id,
      order: 99,
      version: 1,
      updatedAt: '2026-11-01T00:00:00Z',
      materialType: 'ATTACH_FILES',
      title: 'Their worksheet',
      content: { instructions: '', files: [{ id: held.id, fileName: held.fileName, mimeType: held.mimeType, size: held.size, entityType: held.entityType }] },
    });
    const body = { materialType: 'ATTACH_FILES', title: 'Their worksheet, edited' };
    const own = await uploaded(teacher, 'answers.pdf');
    const kept = await send('PUT', `/materials/${material.id}`, teacher, { ...body, version: 1, content: { files: [forged(theirs), forged(own)] } });
    expect(kept).toMatchObject({ status: 200, body: { content: { files: [{ id: theirs, fileName: 'their-worksheet.pdf' }, { id: own, fileName: 'answers.pdf' }] } } });
    const foreign = await uploaded(await signIn('homeroom'), 'other.pdf');
    const added = await send('PUT', `/materials/${material.id}`, teacher, { ...body, version: 2, content: { files: [forged(theirs), forged(foreign)] } });
    expect(added).toMatchObject({ status: 422, body: { errors: { 'content.files.1': NOT_AN_UPLOAD_FOR_MATERIAL_MESSAGE } } });
  });
});

describe('materials', () => {
  it('appends a material and stores Text/Media HTML as given', async () => {
    const teacher = await signIn('teacher');
    const lesson = firstContent(TEACHER_MATHS, 'lesson', 'created');
    const html = '<p>Look <img src="x" alt="A picture" onerror="alert(1)"></p>';
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
