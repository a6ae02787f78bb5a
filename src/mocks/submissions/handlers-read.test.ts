import { describe, expect, it } from 'vitest';
import { autoMark } from '../../domain/lesson-content/marking';
import { db } from '../db';
import { BENCH_ASSIGNMENT_ID } from './seed-issued';
import { getJson, recipientIn, send, signIn, type List, type SubmissionBody } from './test-kit';
import { snapshotOf } from './views';

type Summary = { id: string; state: string; student: { id: string; fullName: string }; score: number | null; late: boolean };
type Issued = { id: string; issuedBy: { id: string }; submittedCount: number; gradedCount: number; studentsCount: number };
const P5 = 'cy-primary-5-courage';
const P6 = 'cy-primary-6-integrity';

describe('reading student work', () => {
  it.each([
    ['teacher', 'u-teacher'],
    ['homeroom', 'u-homeroom'],
    ['principal', 'u-principal'],
  ])('gives %s assignments they issued in several states', async (username, userId) => {
    const token = await signIn(username);
    const { body } = await getJson<List<Issued>>('/assignments?pageSize=0', token);
    const own = body.data.filter((row) => row.issuedBy.id === userId);
    expect(own.length).toBeGreaterThanOrEqual(2);
    const states = new Set<string>();
    for (const issued of own) {
      const rows = await getJson<List<Summary>>(`/assignments/${issued.id}/submissions?pageSize=0`, token);
      rows.body.data.forEach((row) => states.add(row.state));
      expect(issued.submittedCount).toBe(rows.body.data.filter((row) => row.state !== "Haven't submitted").length);
      expect(issued.gradedCount).toBe(rows.body.data.filter((row) => row.state === 'Graded').length);
    }
    expect([...states].sort()).toEqual(['Graded', "Haven't submitted", 'Submitted']);
  });

  it('seeds a bench class of 40 handed-in submissions, and each teacher sees only the classes they see', async () => {
    const teacher = await getJson<List<Summary>>(`/assignments/${BENCH_ASSIGNMENT_ID}/submissions?pageSize=0`, await signIn('teacher'));
    expect(teacher.body.count).toBe(40);
    expect(teacher.body.data.every((row) => row.state !== "Haven't submitted")).toBe(true);
    const homeroom = await signIn('homeroom');
    const rows = await getJson<List<Summary>>(`/assignments/${BENCH_ASSIGNMENT_ID}/submissions?pageSize=0`, homeroom);
    expect(rows.body.count).toBe(db.students.filter((student) => student.classYearId === P5).length);
    const hidden = recipientIn(BENCH_ASSIGNMENT_ID, 'Submitted', P6);
    expect((await getJson(`/student-assignments/${hidden.id}`, homeroom)).status).toBe(404);
    const newcomer = await signIn('newcomer', 'Welcome@2026');
    expect((await getJson(`/assignments/${BENCH_ASSIGNMENT_ID}`, newcomer)).status).toBe(404);
    expect((await getJson(`/assignments/${BENCH_ASSIGNMENT_ID}/submissions`, newcomer)).status).toBe(404);
    expect((await getJson('/student-assignments/ir-nothing', await signIn('teacher'))).status).toBe(404);
  });

  it('seeds late work and a piece returned and handed in again, with its history', async () => {
    const token = await signIn('homeroom');
    const rows = await getJson<List<Summary & { attempt: number }>>('/assignments/ia-grading-5/submissions?pageSize=0', token);
    expect(rows.body.data.some((row) => row.late && row.state !== "Haven't submitted")).toBe(true);
    const again = rows.body.data.find((row) => row.attempt === 2);
    if (!again) throw new Error('no resubmission');
    const { body } = await getJson<SubmissionBody>(`/student-assignments/${again.id}`, token);
    expect(body.state).toBe('Submitted');
    expect(body.history.map((event) => event.action)).toEqual(['submitted', 'graded', 'returned', 'submitted']);
    expect(body.history[2]).toMatchObject({ by: { id: 'u-homeroom' }, comment: expect.any(String) });
  });

  it('filters by state and name, sorts by score, and pages', async () => {
    const token = await signIn('teacher');
    const graded = await getJson<List<Summary>>(`/assignments/ia-grading-3/submissions?pageSize=0&state=Graded&sortBy=-score`, token);
    expect(graded.body.count).toBeGreaterThan(0);
    expect(graded.body.data.every((row) => row.state === 'Graded' && row.score !== null)).toBe(true);
    const scores = graded.body.data.map((row) => row.score ?? 0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const first = graded.body.data[0];
    const byName = await getJson<List<Summary>>(`/assignments/ia-grading-3/submissions?fullName=${encodeURIComponent(first?.student.fullName ?? '')}`, token);
    expect(byName.body.data.map((row) => row.id)).toContain(first?.id);
    const page = await getJson<List<Summary>>(`/assignments/${BENCH_ASSIGNMENT_ID}/submissions?pageSize=10&page=1`, token);
    expect(page.body).toMatchObject({ count: 40, data: expect.any(Array) });
    expect(page.body.data).toHaveLength(10);
  });

  it('answers the issued version with its settings, and each student’s answers, automatic marks and question order', async () => {
    const token = await signIn('homeroom');
    const issued = db.issuedAssignments.get('ia-grading-5');
    if (!issued) throw new Error('no ia-grading-5');
    const detail = await getJson<{ settings: { questionOrder: string } | null; materials: Array<{ id: string }> }>(`/assignments/${issued.id}`, token);
    expect(detail.body.settings?.questionOrder).toBe('Random');
    const snapshot = snapshotOf(issued);
    expect(detail.body.materials.map((material) => material.id)).toEqual(snapshot.materials.map((material) => material.id));

    const recipient = recipientIn(issued.id, 'Submitted');
    const { body } = await getJson<SubmissionBody>(`/student-assignments/${recipient.id}`, token);
    expect(body).toMatchObject({ assignmentId: issued.id, state: 'Submitted', score: null });
    expect([...body.questionOrder].sort()).toEqual(snapshot.materials.map((material) => material.id).sort());
    expect((await getJson<SubmissionBody>(`/student-assignments/${recipient.id}`, token)).body.questionOrder).toEqual(body.questionOrder);
    for (const material of snapshot.materials) {
      const expected = autoMark(material, body.answers.find((answer) => answer.materialId === material.id) as Parameters<typeof autoMark>[1]);
      const mark = body.marks.find((row) => row.materialId === material.id);
      if (expected?.automatic) expect(mark).toEqual({ materialId: material.id, mark: expected.mark, automatic: true });
      else expect(mark).toBeUndefined();
    }
    const lesson = await getJson<{ settings: unknown }>(`/assignments/ia-grading-1`, await signIn('teacher'));
    expect(lesson.body.settings).toBeNull();
  });

  it('keeps the version that was issued when the source is revised afterwards', async () => {
    const teacher = await signIn('teacher');
    const source = db.resourceContents.find((row) => row.id === 'ra-primary-5-courage-mathematics-1-3');
    if (!source) throw new Error('no source');
    const issued = await send('POST', '/assignments', teacher, { sourceType: 'assignment', sourceId: source.id, classYearIds: [P5], studentIds: [], startDate: '2026-12-01', dueDate: '2026-12-08' });
    const before = await getJson<{ materials: Array<{ id: string; title: string }> }>(`/assignments/${String(issued.body.id)}`, teacher);
    const published = db.publishedContents.get(source.id);
    if (!published) throw new Error('not published');
    db.publishedContents.update(source.id, { materials: published.materials.map((material) => ({ ...material, title: 'Revised' })) });
    const after = await getJson<{ materials: Array<{ id: string; title: string }> }>(`/assignments/${String(issued.body.id)}`, teacher);
    expect(after.body.materials).toEqual(before.body.materials);
    expect(after.body.materials.some((material) => material.title === 'Revised')).toBe(false);
    const rows = await getJson<List<Summary>>(`/assignments/${String(issued.body.id)}/submissions?pageSize=0`, teacher);
    expect(rows.body.data.every((row) => row.state === "Haven't submitted" && !row.late)).toBe(true);
  });

  it('serves the attachments as real files of their type', async () => {
    const token = await signIn('teacher');
    const expectations: Array<[string, string, number[]]> = [
      ['file-answer-worksheet-1', 'image/png', [0x89, 0x50, 0x4e, 0x47]],
      ['file-answer-working-1', 'application/pdf', [0x25, 0x50, 0x44, 0x46]],
      ['file-answer-recording-1', 'audio/wav', [0x52, 0x49, 0x46, 0x46]],
    ];
    for (const [fileId, type, magic] of expectations) {
      const response = await fetch(`http://localhost:3000/api/files/${fileId}/content`, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.headers.get('Content-Type')).toBe(type);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.subarray(0, 4)]).toEqual(magic);
      expect(bytes.length).toBeGreaterThan(1000);
    }
  });
});
