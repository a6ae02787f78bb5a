import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { STALE_SUBMISSION_MESSAGE } from './grading';
import { NOT_A_STUDENT_MESSAGE } from './question-marks';
import { BENCH_ASSIGNMENT_ID } from './seed-issued';
import { getJson, recipientIn, send, signIn, type List, type SubmissionBody } from './test-kit';
import { markedQuestions, snapshotOf } from './views';

interface AnswerRow {
  id: string;
  student: { fullName: string };
  state: string;
  version: number;
  mark: number | null;
  automatic: boolean;
  autoMark: number | null;
}

function benchQuestions() {
  const issued = db.issuedAssignments.get(BENCH_ASSIGNMENT_ID);
  if (!issued) throw new Error('no bench assignment');
  const questions = markedQuestions(snapshotOf(issued));
  const byHand = questions.filter(({ material }) => material.materialType === 'FREE_RESPONSE');
  const automatic = questions.find(({ material }) => material.materialType === 'MULTIPLE_CHOICE');
  if (byHand.length === 0 || !automatic) throw new Error('bench questions changed');
  return { questions, byHand: byHand[0]!, automatic };
}

const base = `/assignments/${BENCH_ASSIGNMENT_ID}/questions`;

describe('grading one question across the class', () => {
  it("lists every student's answer with their mark and the automatic mark, by name", async () => {
    const teacher = await signIn('teacher');
    const { automatic } = benchQuestions();
    const { status, body } = await getJson<List<AnswerRow>>(`${base}/${automatic.material.id}/answers`, teacher);
    expect(status).toBe(200);
    expect(body.count).toBe(40);
    const names = body.data.map((row) => row.student.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(body.data.every((row) => row.autoMark !== null)).toBe(true);
    expect((await getJson(`${base}/none/answers`, teacher)).status).toBe(404);
  });

  it('keeps a hand mark without grading until every question is marked, then the work is Graded with its total', async () => {
    const teacher = await signIn('teacher');
    const { questions } = benchQuestions();
    const recipient = recipientIn(BENCH_ASSIGNMENT_ID, 'Submitted', 'cy-primary-5-courage');
    const handMarked = questions.filter(({ material }) => !['MULTIPLE_CHOICE', 'FITB'].includes(material.materialType));
    expect(handMarked.length).toBeGreaterThan(1);
    for (const [index, { material, maxMark }] of handMarked.entries()) {
      const { body: work } = await getJson<SubmissionBody>(`/student-assignments/${recipient.id}`, teacher);
      const saved = await send('PUT', `${base}/${material.id}/marks`, teacher, { marks: [{ studentAssignmentId: recipient.id, mark: maxMark, version: work.version }] });
      expect(saved.status).toBe(200);
      const after = (await getJson<SubmissionBody>(`/student-assignments/${recipient.id}`, teacher)).body;
      expect(after.marks.find((mark) => mark.materialId === material.id)).toMatchObject({ mark: maxMark, automatic: false });
      expect(after.state).toBe(index === handMarked.length - 1 ? 'Graded' : 'Submitted');
    }
    const graded = (await getJson<SubmissionBody & { history: Array<{ score: number | null }> }>(`/student-assignments/${recipient.id}`, teacher)).body;
    expect(graded.history.at(-1)).toMatchObject({ action: 'graded', score: graded.score });
  });

  it('answers 422 naming the mark or the student, and 409 naming a stale version; nothing is stored', async () => {
    const teacher = await signIn('teacher');
    const { byHand } = benchQuestions();
    const { body: list } = await getJson<List<AnswerRow>>(`${base}/${byHand.material.id}/answers`, teacher);
    const [first, second] = list.data;
    if (!first || !second) throw new Error('too few students');
    const path = `${base}/${byHand.material.id}/marks`;
    const tooHigh = await send('PUT', path, teacher, {
      marks: [
        { studentAssignmentId: first.id, mark: 1, version: first.version },
        { studentAssignmentId: second.id, mark: byHand.maxMark + 1, version: second.version },
      ],
    });
    expect(tooHigh).toEqual({
      status: 422,
      body: {
        message: `A mark cannot be above the question's maximum of ${byHand.maxMark}.`,
        errors: { 'marks.1.mark': `A mark cannot be above the question's maximum of ${byHand.maxMark}.` },
      },
    });
    const stranger = await send('PUT', path, teacher, { marks: [{ studentAssignmentId: 'ir-none', mark: 1, version: 1 }] });
    expect(stranger.body).toMatchObject({ errors: { 'marks.0.studentAssignmentId': NOT_A_STUDENT_MESSAGE } });
    const stale = await send('PUT', path, teacher, {
      marks: [
        { studentAssignmentId: first.id, mark: 1, version: first.version },
        { studentAssignmentId: second.id, mark: 1, version: second.version - 1 || 99 },
      ],
    });
    expect(stale).toEqual({ status: 409, body: { message: STALE_SUBMISSION_MESSAGE, errors: { 'marks.1.version': STALE_SUBMISSION_MESSAGE } } });
    const { body: unchanged } = await getJson<List<AnswerRow>>(`${base}/${byHand.material.id}/answers`, teacher);
    expect(unchanged.data.slice(0, 2)).toEqual([first, second]);
    expect((await send('PUT', path, await signIn('newcomer', 'Welcome@2026'), { marks: [] })).status).toBe(403);
  });
});
