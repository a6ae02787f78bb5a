import { describe, expect, it } from 'vitest';
import { SHARED_FILE_REFUSED_TYPE_MESSAGE, SHARED_FILE_TOO_LARGE_MESSAGE } from '../../domain/file-sharing/file-checks';
import { SHARED_FILE_MAX_BYTES } from '../../domain/file-sharing/limits';
import { FILE_EMPTY_MESSAGE } from '../../domain/files/accepted-type';
import { bytesOf } from '../../domain/files/test-files';
import { db } from '../db';
import { FILE_CONTENT_MISMATCH_MESSAGE } from '../http/files';
import { multipart } from '../resources/test-kit';
import { call, getJson, signIn } from '../test-client';
import { DELETE_FORBIDDEN_MESSAGE, FOLDER_FORBIDDEN_MESSAGE } from './access';
import { NOT_MULTIPART_MESSAGE } from './upload';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255, 1, 254, 13, 10, 0]);
const SUBJECTS = '/file-sharing/subject-files';
const DEPARTMENTS = '/file-sharing/academic-department-files';

interface Detail {
  id: string;
  name: string;
  originalName: string;
  version: number;
  currentVersionId: string;
  canDelete: boolean;
  versions: Array<{ id: string; version: number; isCurrent: boolean; restoredFromVersion: number | null; uploadedBy: { name: string } }>;
}

async function upload(token: string, path: string, fields: Parameters<typeof multipart>[0]) {
  const { body, contentType } = multipart(fields);
  const response = await call(path, { method: 'POST', token, body, headers: { 'Content-Type': contentType } });
  return { status: response.status, body: (await response.json()) as Detail & { message?: string; errors?: Record<string, string> } };
}

const png = (name: string, bytes = PNG) => ({ name, type: 'image/png', bytes });

describe('file sharing: scope', () => {
  it('shows a teacher only the subjects they teach and the departments of those subjects', async () => {
    const teacher = await signIn('teacher');
    const subjects = await getJson<{ data: Array<{ id: string; fileCount: number }> }>(`${SUBJECTS}/folders`, teacher);
    expect(subjects.body.data.map((folder) => folder.id)).toEqual(['sub-mathematics']);
    const departments = await getJson<{ data: Array<{ id: string }> }>(`${DEPARTMENTS}/folders`, teacher);
    expect(departments.body.data.map((folder) => folder.id)).toEqual(['dept-mathematics']);
    const files = await getJson<{ data: Array<{ folderId: string }>; count: number }>(`${SUBJECTS}/files?pageSize=0`, teacher);
    expect(files.body.count).toBeGreaterThan(10);
    expect(new Set(files.body.data.map((file) => file.folderId))).toEqual(new Set(['sub-mathematics']));
    expect((await getJson(`${SUBJECTS}/files?folderId=sub-english-language`, teacher)).status).toBe(403);
    expect((await getJson(`${SUBJECTS}/files/sf-13`, teacher)).status).toBe(403);
  });

  it('shows the principal every folder, and keeps the newcomer (no permission) out with 403', async () => {
    const principal = await signIn('principal');
    const folders = await getJson<{ data: unknown[] }>(`${SUBJECTS}/folders`, principal);
    expect(folders.body.data).toHaveLength(db.subjects.size);
    const newcomer = await signIn('newcomer', 'Welcome@2026');
    expect((await getJson(`${SUBJECTS}/folders`, newcomer)).status).toBe(403);
    expect((await getJson(`${DEPARTMENTS}/files`, newcomer)).status).toBe(403);
    expect((await getJson('/file-sharing/other/files', principal)).status).toBe(404);
  });

  it('filters by document type and searches by name, sorted on the server', async () => {
    const principal = await signIn('principal');
    const invoices = await getJson<{ data: Array<{ documentType: string }> }>(`${DEPARTMENTS}/files?pageSize=0&documentType=Invoice`, principal);
    expect(invoices.body.data.length).toBeGreaterThan(0);
    expect(invoices.body.data.every((file) => file.documentType === 'Invoice')).toBe(true);
    const search = await getJson<{ data: Array<{ name: string }> }>(`${SUBJECTS}/files?pageSize=0&search=week&sortBy=-name`, principal);
    expect(search.body.data.map((file) => file.name).slice(0, 2)).toEqual(['Week 9 notes.txt', 'Week 8 notes.txt']);
    expect((await getJson(`${SUBJECTS}/files?sortBy=password`, principal)).status).toBe(400);
    expect((await getJson(`${SUBJECTS}/files?documentType=Memo`, principal)).status).toBe(422);
  });
});

describe('file sharing: upload and download', () => {
  it('stores the bytes and gives them back identical, as an attachment with a safe name', async () => {
    const teacher = await signIn('teacher');
    const answer = await upload(teacher, `${SUBJECTS}/files`, {
      file: png('../../secret\u0007/..\\graph<1>.png'),
      folderId: 'sub-mathematics',
      documentType: 'General',
      description: 'Squares',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ name: 'graph_1_.png', version: 1, canDelete: true });
    expect(answer.body.originalName).toContain('graph<1>.png');
    const content = await call(`${SUBJECTS}/files/${answer.body.id}/versions/${answer.body.currentVersionId}/content`, { token: teacher });
    expect(content.status).toBe(200);
    expect(content.headers.get('Content-Disposition')).toBe(`attachment; filename="graph_1_.png"; filename*=UTF-8''graph_1_.png`);
    expect(content.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(content.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await content.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a description that shows nothing and strips a bidi override from one that does (docs/api.md, "Free text")', async () => {
    const teacher = await signIn('teacher');
    const fields = { file: png('chart.png'), folderId: 'sub-mathematics', documentType: 'General' };
    const before = db.sharedFiles.all().length;
    const invisible = await upload(teacher, `${SUBJECTS}/files`, { ...fields, description: '\u200B\u00A0\u200B' });
    expect(invisible).toMatchObject({ status: 422, body: { errors: { description: 'Enter visible text, not only spaces or invisible characters.' } } });
    expect(db.sharedFiles.all()).toHaveLength(before);
    const reversed = await upload(teacher, `${SUBJECTS}/files`, { ...fields, description: '\u202EsraeY' });
    expect(reversed).toMatchObject({ status: 201, body: { description: 'sraeY' } });
  });

  it('answers 413 over the limit, 415 to HTML or a non-multipart body, 422 without a file or a type', async () => {
    const teacher = await signIn('teacher');
    const fields = { folderId: 'sub-mathematics', documentType: 'General' };
    const big = await upload(teacher, `${SUBJECTS}/files`, { ...fields, file: { name: 'big.pdf', type: 'application/pdf', bytes: new Uint8Array(SHARED_FILE_MAX_BYTES + 1) } });
    expect(big).toMatchObject({ status: 413, body: { message: SHARED_FILE_TOO_LARGE_MESSAGE } });
    const html = await upload(teacher, `${SUBJECTS}/files`, { ...fields, file: { name: 'notes.pdf', type: 'text/html', bytes: new TextEncoder().encode('<script>alert(1)</script>') } });
    expect(html).toMatchObject({ status: 415, body: { message: SHARED_FILE_REFUSED_TYPE_MESSAGE } });
    const json = await call(`${SUBJECTS}/files`, { method: 'POST', token: teacher, json: fields });
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ message: NOT_MULTIPART_MESSAGE });
    expect(await upload(teacher, `${SUBJECTS}/files`, fields)).toMatchObject({ status: 422, body: { errors: { file: 'Choose a file to upload.' } } });
    expect(await upload(teacher, `${SUBJECTS}/files`, { folderId: 'sub-mathematics', file: png('a.png') })).toMatchObject({ status: 422, body: { errors: { documentType: 'Choose a document type.' } } });
  });

  it('checks the bytes, not the declared type: 415 naming the file for HTML sent as an image or as text, 422 when empty', async () => {
    const teacher = await signIn('teacher');
    const fields = { folderId: 'sub-mathematics', documentType: 'General' };
    const mismatch = { status: 415, body: { message: FILE_CONTENT_MISMATCH_MESSAGE, errors: { file: FILE_CONTENT_MISMATCH_MESSAGE } } };
    expect(await upload(teacher, `${SUBJECTS}/files`, { ...fields, file: png('photo.png', bytesOf('<html><script>alert(1)</script>')) })).toMatchObject(mismatch);
    expect(await upload(teacher, `${SUBJECTS}/files`, { ...fields, file: { name: 'marks.csv', type: 'text/csv', bytes: bytesOf('<svg onload="alert(1)"/>') } })).toMatchObject(mismatch);
    const evil = await upload(teacher, `${SUBJECTS}/files`, { ...fields, file: { name: 'evil.html', type: 'text/plain', bytes: bytesOf('hello') } });
    expect(evil).toMatchObject({ status: 415, body: { errors: { file: SHARED_FILE_REFUSED_TYPE_MESSAGE } } });
    const empty = await upload(teacher, `${SUBJECTS}/files`, { ...fields, file: { name: 'scan.pdf', type: 'application/pdf', bytes: new Uint8Array(0) } });
    expect(empty).toMatchObject({ status: 422, body: { errors: { file: FILE_EMPTY_MESSAGE } } });
  });

  it('refuses an upload to a folder outside the scope, or to a share the user may only view', async () => {
    const teacher = await signIn('teacher');
    const elsewhere = await upload(teacher, `${SUBJECTS}/files`, { folderId: 'sub-english-language', documentType: 'General', file: png('a.png') });
    expect(elsewhere).toMatchObject({ status: 403, body: { message: FOLDER_FORBIDDEN_MESSAGE } });
    const viewOnly = await upload(teacher, `${DEPARTMENTS}/files`, { folderId: 'dept-mathematics', documentType: 'General', file: png('a.png') });
    expect(viewOnly.status).toBe(403);
  });
});

describe('file sharing: versions and delete', () => {
  it('adds a version, restores an older one as the newest (history kept), and serves each version’s bytes', async () => {
    const homeroom = await signIn('homeroom');
    const fileId = 'sf-13';
    const before = (await getJson<Detail>(`${SUBJECTS}/files/${fileId}`, homeroom)).body;
    const first = before.versions.at(-1);
    const added = await upload(homeroom, `${SUBJECTS}/files/${fileId}/versions`, { file: { name: 'spelling.txt', type: 'text/plain', bytes: new TextEncoder().encode('new words') } });
    expect(added.status).toBe(201);
    expect(added.body.version).toBe(before.version + 1);
    const restored = await call(`${SUBJECTS}/files/${fileId}/versions/${first?.id}/restore`, { method: 'POST', token: homeroom, json: { version: added.body.version } });
    const after = (await restored.json()) as Detail;
    expect(after.versions.map((version) => version.version)).toEqual([before.version + 2, before.version + 1, ...before.versions.map((v) => v.version)]);
    expect(after.versions[0]).toMatchObject({ isCurrent: true, restoredFromVersion: 1, uploadedBy: { name: 'Mr Daniel Tan' } });
    const currentBytes = await call(`${SUBJECTS}/files/${fileId}/versions/${after.currentVersionId}/content`, { token: homeroom });
    const firstBytes = await call(`${SUBJECTS}/files/${fileId}/versions/${first?.id}/content`, { token: homeroom });
    expect(await currentBytes.text()).toBe(await firstBytes.text());
    expect((await call(`${SUBJECTS}/files/${fileId}/versions/sf-01-v1/restore`, { method: 'POST', token: homeroom, json: { version: after.version } })).status).toBe(404);
  });

  it('answers 409 to a restore sent from a page that has not seen the newest version, and adds nothing', async () => {
    const homeroom = await signIn('homeroom');
    const fileId = 'sf-13';
    const seen = (await getJson<Detail>(`${SUBJECTS}/files/${fileId}`, homeroom)).body;
    const oldest = seen.versions.at(-1);
    const added = await upload(homeroom, `${SUBJECTS}/files/${fileId}/versions`, { file: { name: 'newer.txt', type: 'text/plain', bytes: new TextEncoder().encode('newer') } });
    expect(added.status).toBe(201);
    const restore = (json?: unknown) => call(`${SUBJECTS}/files/${fileId}/versions/${oldest?.id}/restore`, { method: 'POST', token: homeroom, json });
    const stale = await restore({ version: seen.version });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      message: `Someone added version ${added.body.version} of this file after you opened it. Nothing was restored; check the newest version before restoring.`,
    });
    const unversioned = await restore({});
    expect(unversioned.status).toBe(422);
    expect(Object.keys(((await unversioned.json()) as { errors: object }).errors)).toEqual(['version']);
    const now = (await getJson<Detail>(`${SUBJECTS}/files/${fileId}`, homeroom)).body;
    expect(now.versions.map((version) => version.id)).toEqual(added.body.versions.map((version) => version.id));
    expect(now.currentVersionId).toBe(added.body.currentVersionId);
  });

  it('lets only the one who shared a file, or the principal, delete it', async () => {
    const teacher = await signIn('teacher');
    const byPrincipal = db.sharedFiles.find((file) => file.folderId === 'sub-mathematics' && file.createdById === 'u-principal');
    const refused = await call(`${SUBJECTS}/files/${byPrincipal?.id}`, { method: 'DELETE', token: teacher });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: DELETE_FORBIDDEN_MESSAGE });
    const own = await upload(teacher, `${SUBJECTS}/files`, { folderId: 'sub-mathematics', documentType: 'General', file: png('mine.png') });
    expect((await call(`${SUBJECTS}/files/${own.body.id}`, { method: 'DELETE', token: teacher })).status).toBe(204);
    expect((await getJson(`${SUBJECTS}/files/${own.body.id}`, teacher)).status).toBe(404);
    expect(db.sharedFileContents.size).toBe(db.sharedFileContents.filter((content) => db.sharedFileVersions.find((v) => v.contentId === content.id) !== undefined).length);
  });
});
