import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../lib/lesson-content/limits';
import { FILE_TOO_LARGE_MESSAGE } from '../http/limits';
import { call } from '../test-client';
import { NOT_MULTIPART_MESSAGE, REFUSED_TYPE_MESSAGE } from './handlers-files';
import { multipart, signIn } from './test-kit';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

async function upload(token: string, fields: Parameters<typeof multipart>[0]) {
  const { body, contentType } = multipart(fields);
  const response = await call('/files', { method: 'POST', token, body, headers: { 'Content-Type': contentType } });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('file upload', () => {
  it('stores a file and serves its bytes with their type to a signed-in user', async () => {
    const teacher = await signIn('teacher');
    const answer = await upload(teacher, { file: { name: 'strips.png', type: 'image/png', bytes: PNG }, entityType: 'LessonBuilder' });
    expect(answer).toMatchObject({ status: 201, body: [{ fileName: 'strips.png', mimeType: 'image/png', size: PNG.length, entityType: 'LessonBuilder' }] });
    const [{ id }] = answer.body as [{ id: string }];
    const content = await call(`/files/${id}/content`, { token: await signIn('homeroom') });
    expect(content.status).toBe(200);
    expect(content.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await content.arrayBuffer())).toEqual(PNG);
    expect((await call(`/files/${id}/content`)).status).toBe(401);
    expect((await call('/files/file-none/content', { token: teacher })).status).toBe(404);
  });

  it('answers 413 over 5 MB, 415 to a refused type or a non-multipart body, 422 without a file', async () => {
    const teacher = await signIn('teacher');
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    expect(await upload(teacher, { file: { name: 'big.pdf', type: 'application/pdf', bytes: big }, entityType: 'LessonBuilder' })).toEqual({
      status: 413,
      body: { message: FILE_TOO_LARGE_MESSAGE },
    });
    expect(await upload(teacher, { file: { name: 'setup.exe', type: 'application/x-msdownload', bytes: PNG }, entityType: 'LessonBuilder' })).toEqual({
      status: 415,
      body: { message: REFUSED_TYPE_MESSAGE },
    });
    const json = await call('/files', { method: 'POST', token: teacher, json: { file: 'x' } });
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ message: NOT_MULTIPART_MESSAGE });
    expect(await upload(teacher, { entityType: 'LessonBuilder' })).toMatchObject({ status: 422, body: { errors: { file: 'Choose a file to upload.' } } });
    expect(await upload(teacher, { file: { name: 'a.txt', type: 'text/plain', bytes: PNG }, entityType: 'Other' })).toMatchObject({
      status: 422,
      body: { errors: { entityType: expect.any(String) } },
    });
  });

  it('recognises an accepted type by extension when the browser sends none, and keeps the newcomer out', async () => {
    const teacher = await signIn('teacher');
    expect(await upload(teacher, { file: { name: 'notes.docx', type: 'application/octet-stream', bytes: PNG }, entityType: 'LessonBuilder' })).toMatchObject({
      status: 201,
      body: [{ mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }],
    });
    expect((await upload(await signIn('newcomer', 'Welcome@2026'), { file: { name: 'a.txt', type: 'text/plain', bytes: PNG }, entityType: 'LessonBuilder' })).status).toBe(403);
  });
});
