import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../domain/lesson-content/limits';
import { multipart } from '../resources/test-kit';
import { call, getJson, signIn } from '../test-client';

interface List<T> {
  data: T[];
  count: number;
}
interface ExamType {
  id: string;
  name: string;
  isAssigned: boolean;
  assignmentsCount: number;
  bmtFilesCount: number;
}
interface SveFile {
  id: string;
  kind: string;
  title: string;
  fileName: string;
}
interface Assignment {
  id: string;
  title: string;
  files: SveFile[];
}

const MATHS = 'sve-2026-p6-mathematics';
const SCIENCE = 'sve-2026-s4-science';

/** POST /files with entityType SVE, built by hand: jsdom's FormData loses a File's bytes. */
async function upload(token: string, name: string, type: string, content: string | Uint8Array): Promise<Response> {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const { body, contentType } = multipart({
    file: { name, type, bytes },
    entityType: 'SVE',
  });
  return call('/files', {
    method: 'POST',
    token,
    body,
    headers: { 'Content-Type': contentType },
  });
}

describe('SVE demo backend', () => {
  it('lists only the exam types the user is assigned to, and every exam type for the file libraries', async () => {
    const teacher = await signIn('teacher');
    const mine = await getJson<List<ExamType>>('/sve-exam-types?assigned=true', teacher);
    expect(mine.body.data.map((type) => type.id)).toEqual([MATHS]);
    const all = await getJson<List<ExamType>>('/sve-exam-types?pageSize=0', teacher);
    expect(all.body.count).toBe(6);
    expect(all.body.data.find((type) => type.id === SCIENCE)).toMatchObject({
      isAssigned: false,
      bmtFilesCount: 2,
    });
  });

  it('refuses the assignments of an exam type the user is not assigned to (403) and an unknown one (404)', async () => {
    const teacher = await signIn('teacher');
    expect((await getJson(`/sve-exam-types/${SCIENCE}/assignments`, teacher)).status).toBe(403);
    expect((await getJson('/sve-exam-types/sve-nope/assignments', teacher)).status).toBe(404);
    const homeroom = await signIn('homeroom');
    expect((await getJson('/sve-exam-types?assigned=true', homeroom)).status).toBe(403);
  });

  it('creates an assignment with an SVE upload by a teacher holding only the exam-type assignment', async () => {
    const teacher = await signIn('teacher');
    const uploaded = await upload(teacher, 'questions.txt', 'text/plain', 'Question 1');
    expect(uploaded.status).toBe(201);
    const [file] = (await uploaded.json()) as Array<{ id: string }>;
    const created = await call(`/sve-exam-types/${MATHS}/assignments`, {
      method: 'POST',
      token: teacher,
      json: {
        title: 'Ratio drill',
        dueDate: '2026-12-01',
        instructions: '',
        fileIds: [file!.id],
      },
    });
    expect(created.status).toBe(201);
    const assignment = (await created.json()) as Assignment;
    expect(assignment.files).toHaveLength(1);
    const content = await call(`/sve-files/${assignment.files[0]!.id}/content`, { token: teacher });
    expect(content.headers.get('Content-Disposition')).toMatch(/^attachment;/);
    expect(await content.text()).toBe('Question 1');
  });

  it('answers 422 naming the field for a bad body or a file that is not the caller’s SVE upload', async () => {
    const teacher = await signIn('teacher');
    const bad = await call(`/sve-exam-types/${MATHS}/assignments`, {
      method: 'POST',
      token: teacher,
      json: {
        title: '',
        dueDate: '2026-02-30',
        instructions: '',
        fileIds: ['file-missing'],
      },
    });
    expect(bad.status).toBe(422);
    const errors = ((await bad.json()) as { errors: Record<string, string> }).errors;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['title', 'dueDate']));
    const foreign = await call(`/sve-exam-types/${MATHS}/assignments`, {
      method: 'POST',
      token: teacher,
      json: {
        title: 'T',
        dueDate: '2026-12-01',
        instructions: '',
        fileIds: ['file-missing'],
      },
    });
    expect(((await foreign.json()) as { errors: Record<string, string> }).errors).toHaveProperty(['fileIds.0']);
  });

  it('refuses SVE uploads that are too large (413) or of a refused type (415)', async () => {
    const teacher = await signIn('teacher');
    expect((await upload(teacher, 'page.html', 'text/html', '<b>x</b>')).status).toBe(415);
    expect((await upload(teacher, 'big.pdf', 'application/pdf', new Uint8Array(UPLOAD_MAX_BYTES + 1))).status).toBe(
      413,
    );
    const newcomer = await signIn('newcomer');
    expect((await upload(newcomer, 'a.txt', 'text/plain', 'x')).status).toBe(403);
  });

  it('lets any staff download BMT and exam files, past papers only with view SveExamType', async () => {
    const homeroom = await signIn('homeroom');
    const bmt = await getJson<List<SveFile>>(`/sve-exam-types/${SCIENCE}/files?kind=BMT`, homeroom);
    expect(bmt.body.count).toBe(2);
    const download = await call(`/sve-files/${bmt.body.data[0]!.id}/content`, {
      token: homeroom,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toBe('application/pdf');
    expect((await getJson(`/sve-exam-types/${SCIENCE}/files?kind=PAST_PAPER`, homeroom)).status).toBe(403);
    // The teacher views SveExamType: past papers list and download, though adding one is refused (below).
    const teacher = await signIn('teacher');
    const papers = await getJson<List<SveFile>>(`/sve-exam-types/${MATHS}/files?kind=PAST_PAPER`, teacher);
    expect(papers.status).toBe(200);
    expect((await call(`/sve-files/${papers.body.data[0]!.id}/content`, { token: teacher })).status).toBe(200);
    expect((await getJson(`/sve-exam-types/${SCIENCE}/files?kind=ASSIGNMENT`, homeroom)).status).toBe(422);
  });

  it('stores an SVE file under a safe name: no folders, control or bidirectional characters', async () => {
    const principal = await signIn('principal');
    const uploaded = await upload(principal, '..\\..\\answers\u0007\u202egpj.pdf', 'application/pdf', '%PDF-1.4');
    const [file] = (await uploaded.json()) as Array<{ id: string }>;
    const created = await call(`/sve-exam-types/${MATHS}/past-papers`, {
      method: 'POST',
      token: principal,
      json: { title: 'Safe name', year: 2022, fileId: file!.id },
    });
    const paper = (await created.json()) as SveFile;
    expect(paper.fileName).toBe('answersgpj.pdf');
    const download = await call(`/sve-files/${paper.id}/content`, { token: principal });
    expect(download.headers.get('Content-Disposition')).toBe(
      `attachment; filename="answersgpj.pdf"; filename*=UTF-8''answersgpj.pdf`,
    );
  });

  it('adds a past paper from an SVE upload (principal) and refuses it without create SveExamType', async () => {
    const principal = await signIn('principal');
    const uploaded = await upload(principal, 'p6-maths-2023.pdf', 'application/pdf', '%PDF-1.4');
    const [file] = (await uploaded.json()) as Array<{ id: string }>;
    const created = await call(`/sve-exam-types/${MATHS}/past-papers`, {
      method: 'POST',
      token: principal,
      json: { title: 'P6 Mathematics 2023', year: 2023, fileId: file!.id },
    });
    expect(created.status).toBe(201);
    const list = await getJson<List<SveFile>>(`/sve-exam-types/${MATHS}/files?kind=PAST_PAPER&search=2023`, principal);
    expect(list.body.data.map((paper) => paper.title)).toContain('P6 Mathematics 2023');
    const teacher = await signIn('teacher');
    const refused = await call(`/sve-exam-types/${MATHS}/past-papers`, {
      method: 'POST',
      token: teacher,
      json: { title: 'x', year: 2023, fileId: file!.id },
    });
    expect(refused.status).toBe(403);
  });
});
