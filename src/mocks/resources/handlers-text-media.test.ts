import { describe, expect, it } from 'vitest';
import { bytesOf } from '../../domain/files/test-files';
import { UPLOAD_MAX_BYTES } from '../../domain/lesson-content/limits';
import { IMAGE_ALT_MISSING_MESSAGE, NOT_AN_IMAGE_MESSAGE, richTextImageSrc } from '../../domain/lesson-content/rich-text-media';
import { FILE_CONTENT_MISMATCH_MESSAGE } from '../http/files';
import { FILE_TOO_LARGE_MESSAGE } from '../http/limits';
import { call } from '../test-client';
import { NOT_AN_UPLOAD_FOR_MATERIAL_MESSAGE } from './handlers-materials';
import { firstContent, multipart, send, signIn, TEACHER_MATHS } from './test-kit';

// Issue 21 §9: a Text/Media material shows pictures uploaded for the lesson; the picture is read exactly as the lesson is.

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

async function upload(token: string, file: { name: string; type: string; bytes: Uint8Array }) {
  const { body, contentType } = multipart({ file, entityType: 'LessonBuilder' });
  const response = await call('/files', { method: 'POST', token, body, headers: { 'Content-Type': contentType } });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function uploadedId(token: string, file: { name: string; type: string; bytes: Uint8Array }): Promise<string> {
  const answer = await upload(token, file);
  expect(answer.status).toBe(201);
  const [stored] = answer.body as [{ id: string }];
  return stored.id;
}

const picture = (fileId: string, alt = 'Two halves of a pizza') => `<p>Look:</p><p><img src="${richTextImageSrc(fileId)}" alt="${alt}"></p>`;
const textMedia = (html: string) => ({ materialType: 'TEXT_MEDIA', title: 'Halves', content: { html } });

describe('pictures in Text/Media', () => {
  it("are read by whoever may read the lesson, and by nobody else (404), once the material holds them", async () => {
    const teacher = await signIn('teacher');
    const lesson = firstContent(TEACHER_MATHS, 'lesson', 'created');
    const fileId = await uploadedId(teacher, { name: 'halves.png', type: 'image/png', bytes: PNG });
    const homeroom = await signIn('homeroom');
    const newcomer = await signIn('newcomer', 'Welcome@2026');
    // Before the lesson holds it, the picture is its uploader's alone.
    expect((await call(`/files/${fileId}/content`, { token: homeroom })).status).toBe(404);
    expect((await send('POST', `/lessons/${lesson.id}/materials`, teacher, textMedia(picture(fileId)))).status).toBe(201);
    const content = await call(`/files/${fileId}/content`, { token: homeroom });
    expect(content.status).toBe(200);
    expect(content.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await content.arrayBuffer())).toEqual(PNG);
    // The newcomer teaches at another school and may not see the lesson.
    expect((await call(`/lessons/${lesson.id}`, { token: newcomer })).status).toBe(404);
    expect((await call(`/files/${fileId}/content`, { token: newcomer })).status).toBe(404);
    expect((await call(`/files/${fileId}/content`)).status).toBe(401);
  });

  it('refuse bytes that are not the picture type named (415), a picture over 5 MB (413), and an upload without the permission (403)', async () => {
    const teacher = await signIn('teacher');
    const markup = await upload(teacher, { name: 'photo.png', type: 'image/png', bytes: bytesOf('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') });
    expect(markup).toEqual({ status: 415, body: { message: FILE_CONTENT_MISMATCH_MESSAGE, errors: { file: FILE_CONTENT_MISMATCH_MESSAGE } } });
    const jpegAsPng = await upload(teacher, { name: 'photo.png', type: 'image/png', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]) });
    expect(jpegAsPng.status).toBe(415);
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(PNG);
    expect(await upload(teacher, { name: 'poster.png', type: 'image/png', bytes: big })).toEqual({ status: 413, body: { message: FILE_TOO_LARGE_MESSAGE } });
    expect((await upload(await signIn('newcomer', 'Welcome@2026'), { name: 'halves.png', type: 'image/png', bytes: PNG })).status).toBe(403);
  });

  it("refuse (422 naming content.html) another user's file, a file that is not a picture, and a picture without alt text", async () => {
    const [teacher, principal] = [await signIn('teacher'), await signIn('principal')];
    const lesson = firstContent(TEACHER_MATHS, 'lesson', 'created');
    const theirs = await uploadedId(principal, { name: 'theirs.png', type: 'image/png', bytes: PNG });
    expect(await send('POST', `/lessons/${lesson.id}/materials`, teacher, textMedia(picture(theirs)))).toEqual({
      status: 422,
      body: { message: NOT_AN_UPLOAD_FOR_MATERIAL_MESSAGE, errors: { 'content.html': NOT_AN_UPLOAD_FOR_MATERIAL_MESSAGE } },
    });
    // Borrowing the id did not open the file.
    expect((await call(`/files/${theirs}/content`, { token: teacher })).status).toBe(404);
    const pdf = await uploadedId(teacher, { name: 'sheet.pdf', type: 'application/pdf', bytes: bytesOf('%PDF-1.4') });
    expect(await send('POST', `/lessons/${lesson.id}/materials`, teacher, textMedia(picture(pdf)))).toEqual({
      status: 422,
      body: { message: NOT_AN_IMAGE_MESSAGE, errors: { 'content.html': NOT_AN_IMAGE_MESSAGE } },
    });
    const own = await uploadedId(teacher, { name: 'own.png', type: 'image/png', bytes: PNG });
    for (const html of [`<p><img src="${richTextImageSrc(own)}"></p>`, picture(own, '  ')]) {
      expect(await send('POST', `/lessons/${lesson.id}/materials`, teacher, textMedia(html))).toMatchObject({
        status: 422,
        body: { errors: { 'content.html': IMAGE_ALT_MISSING_MESSAGE } },
      });
    }
  });
});
