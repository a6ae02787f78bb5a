import { describe, expect, it } from 'vitest';
import { FILE_EMPTY_MESSAGE } from '../../domain/files/accepted-type';
import { bytesOf, zipOf } from '../../domain/files/test-files';
import { UPLOAD_MAX_BYTES } from '../../domain/lesson-content/limits';
import { FILE_CONTENT_MISMATCH_MESSAGE } from '../http/files';
import { FILE_TOO_LARGE_MESSAGE } from '../http/limits';
import { db } from '../db';
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
  it('stores a file and serves its bytes with their type to its uploader, and to the readers of the lesson it is attached to', async () => {
    const teacher = await signIn('teacher');
    const homeroom = await signIn('homeroom');
    const answer = await upload(teacher, { file: { name: 'strips.png', type: 'image/png', bytes: PNG }, entityType: 'LessonBuilder' });
    expect(answer).toMatchObject({ status: 201, body: [{ fileName: 'strips.png', mimeType: 'image/png', size: PNG.length, entityType: 'LessonBuilder' }] });
    const [uploaded] = answer.body as [{ id: string }];
    const { id } = uploaded;
    const content = await call(`/files/${id}/content`, { token: teacher });
    expect(content.status).toBe(200);
    expect(content.headers.get('Content-Type')).toBe('image/png');
    expect(content.headers.get('Content-Disposition')).toBe(`attachment; filename="strips.png"; filename*=UTF-8''strips.png`);
    expect(content.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await content.arrayBuffer())).toEqual(PNG);
    expect((await call(`/files/${id}/content`, { token: homeroom })).status).toBe(404);
    const chapter = db.resourceChapters.find((row) => row.subjectYearId === 'sy-primary-4-courage-mathematics')!;
    const lesson = (await (await call(`/chapters/${chapter.id}/lessons`, { method: 'POST', token: teacher, json: { name: 'Strips' } })).json()) as { id: string };
    const material = { materialType: 'ATTACH_FILES', title: 'Strips', content: { instructions: '', files: [uploaded] } };
    expect((await call(`/lessons/${lesson.id}/materials`, { method: 'POST', token: teacher, json: material })).status).toBe(201);
    // The homeroom teacher reviews Orchard's lessons (vetter); the newcomer teaches at Tampines.
    expect((await call(`/files/${id}/content`, { token: homeroom })).status).toBe(200);
    expect((await call(`/files/${id}/content`, { token: await signIn('newcomer', 'Welcome@2026') })).status).toBe(404);
    expect((await call(`/files/${id}/content`)).status).toBe(401);
    expect((await call('/files/file-none/content', { token: teacher })).status).toBe(404);
  });

  it("keeps lesson files and pupils' hand-ins from staff who may not read their lesson or submission (issue 19, scope 1)", async () => {
    const newcomer = await signIn('newcomer', 'Welcome@2026');
    for (const fileId of ['file-answer-worksheet-1', 'file-answer-recording-1', 'file-fractions-worksheet']) {
      expect((await call(`/files/${fileId}/content`, { token: newcomer })).status, fileId).toBe(404);
    }
    const teacher = await signIn('teacher');
    expect((await call('/files/file-fractions-worksheet/content', { token: teacher })).status).toBe(200);
    // Nor does attaching a known id to one's own lesson open it.
    const chapter = db.resourceChapters.find((row) => row.subjectYearId === 'sy-primary-4-courage-mathematics')!;
    const lesson = (await (await call(`/chapters/${chapter.id}/lessons`, { method: 'POST', token: teacher, json: { name: 'Borrowed' } })).json()) as { id: string };
    const homerooms = await upload(await signIn('homeroom'), { file: { name: 'mine.png', type: 'image/png', bytes: PNG }, entityType: 'LessonBuilder' });
    const [borrowed] = homerooms.body as [{ id: string }];
    const foreign = await call(`/lessons/${lesson.id}/materials`, {
      method: 'POST',
      token: teacher,
      json: { materialType: 'ATTACH_FILES', title: 'Borrowed', content: { instructions: '', files: [borrowed] } },
    });
    expect(foreign.status).toBe(422);
    expect((await call(`/files/${borrowed.id}/content`, { token: teacher })).status).toBe(404);
    const handIn = db.submissions.find((row) => row.answers.some((entry) => entry.materialType === 'VOICE_RESPONSE' && entry.answer.fileId === 'file-answer-recording-1'))!;
    const recipient = db.issuedRecipients.get(handIn.id)!;
    // Whoever sees the pupil's class reads the recording: its homeroom teacher.
    const homeroomTeacher = db.users.get(db.classYears.get(recipient.classYearId)!.homeroomTeacherId!)!;
    const reader = await signIn(homeroomTeacher.username, homeroomTeacher.password);
    expect((await call('/files/file-answer-recording-1/content', { token: reader })).status).toBe(200);
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
      body: { message: REFUSED_TYPE_MESSAGE, errors: { file: REFUSED_TYPE_MESSAGE } },
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
    expect(await upload(teacher, { file: { name: 'notes.docx', type: 'application/octet-stream', bytes: zipOf(['[Content_Types].xml', 'word/document.xml']) }, entityType: 'LessonBuilder' })).toMatchObject({
      status: 201,
      body: [{ mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }],
    });
    expect((await upload(await signIn('newcomer', 'Welcome@2026'), { file: { name: 'a.txt', type: 'text/plain', bytes: bytesOf('notes') }, entityType: 'LessonBuilder' })).status).toBe(403);
  });

  describe.each(['LessonBuilder', 'SVE'])('for %s files', (entityType) => {
    it.each([
      ['HTML sent as a PNG', { name: 'photo.png', type: 'image/png', bytes: bytesOf('<html><script>alert(1)</script>') }, FILE_CONTENT_MISMATCH_MESSAGE],
      ['an SVG sent as a PNG', { name: 'logo.png', type: 'image/png', bytes: bytesOf('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') }, FILE_CONTENT_MISMATCH_MESSAGE],
      ['HTML sent as text', { name: 'notes.txt', type: 'text/plain', bytes: bytesOf('<!doctype html><script>alert(1)</script>') }, FILE_CONTENT_MISMATCH_MESSAGE],
      ['a PNG sent as a PDF', { name: 'scan.pdf', type: 'application/pdf', bytes: PNG }, FILE_CONTENT_MISMATCH_MESSAGE],
      ['a plain zip sent as a Word document', { name: 'notes.docx', type: '', bytes: zipOf(['a.txt']) }, FILE_CONTENT_MISMATCH_MESSAGE],
      ['an .html name sent as text', { name: 'evil.html', type: 'text/plain', bytes: bytesOf('hello') }, REFUSED_TYPE_MESSAGE],
    ])('refuses %s with 415 naming the file', async (_, file, message) => {
      const answer = await upload(await signIn('principal'), { file, entityType });
      expect(answer).toEqual({ status: 415, body: { message, errors: { file: message } } });
    });

    it('refuses an empty file with 422 naming the file', async () => {
      const answer = await upload(await signIn('principal'), { file: { name: 'scan.pdf', type: 'application/pdf', bytes: new Uint8Array(0) }, entityType });
      expect(answer).toEqual({ status: 422, body: { message: FILE_EMPTY_MESSAGE, errors: { file: FILE_EMPTY_MESSAGE } } });
    });

    it('stores the name sanitised, as file sharing does', async () => {
      const principal = await signIn('principal');
      const names = [
        ['../../../etc/passwd.pdf', 'passwd.pdf'],
        // Control characters (CR and LF would end the multipart header this test writes by hand).
        ['report\u0000\u0007\u001bX-Injected: 1.pdf', 'reportX-Injected_ 1.pdf'],
        ['invoice\u202Efdp.pdf', 'invoicefdp.pdf'],
        [`${'a'.repeat(10_000)}.pdf`, `${'a'.repeat(146)}.pdf`],
      ];
      for (const [sent, stored] of names) {
        const answer = await upload(principal, { file: { name: sent ?? '', type: 'application/pdf', bytes: bytesOf('%PDF-1.4') }, entityType });
        expect(answer).toMatchObject({ status: 201, body: [{ fileName: stored }] });
      }
    });
  });
});
