import { describe, expect, it } from 'vitest';
import { ANNOTATION_TEXT_DEFAULTS } from '../../config/constants';
import { FEEDBACK_MAX_LENGTH } from '../../domain/lesson-content/bodies';
import { db } from '../db';
import { MARK_EVERY_QUESTION_MESSAGE, NOT_AN_ATTACHMENT_MESSAGE, NOT_GRADED_MESSAGE, STALE_SUBMISSION_MESSAGE } from './grading';
import { BENCH_ASSIGNMENT_ID } from './seed-issued';
import { getJson, recipientIn, send, signIn, type List, type SubmissionBody } from './test-kit';
import { markedQuestions, snapshotOf } from './views';

type Issued = { id: string; gradedCount: number };

/** A bench submission waiting for grading, with marks for every question marked by hand. */
async function submittedWork(token: string) {
  const recipient = recipientIn(BENCH_ASSIGNMENT_ID, 'Submitted', 'cy-primary-5-courage');
  const { body } = await getJson<SubmissionBody>(`/student-assignments/${recipient.id}`, token);
  const issued = db.issuedAssignments.get(BENCH_ASSIGNMENT_ID);
  if (!issued) throw new Error('no bench assignment');
  const questions = markedQuestions(snapshotOf(issued));
  const handMarked = questions.filter(({ material }) => !body.marks.some((mark) => mark.materialId === material.id));
  const image = body.answers.flatMap((answer) => (answer.materialType === 'ATTACH_FILES' ? (answer.answer.files as Array<{ id: string }>) : []))[0];
  return { path: `/student-assignments/${recipient.id}`, work: body, questions, handMarked, image };
}

const note = { id: 'n1', page: 1, x: 0.5, y: 0.25, text: 'Check your units', ...ANNOTATION_TEXT_DEFAULTS };

describe('grading a submission', () => {
  it('saves marks, feedback and annotations, makes the work Graded and counts it on /assignments', async () => {
    const teacher = await signIn('teacher');
    const { path, work, handMarked, questions, image } = await submittedWork(teacher);
    expect(handMarked.length).toBeGreaterThan(0);
    const before = (await getJson<List<Issued>>('/assignments?pageSize=0', teacher)).body.data.find((row) => row.id === BENCH_ASSIGNMENT_ID);
    const body = {
      marks: handMarked.map(({ material, maxMark }) => ({ materialId: material.id, mark: maxMark })),
      feedback: 'Well explained.',
      annotations: image ? [{ fileId: image.id, page: 1, items: [note] }] : [],
      version: work.version,
    };
    const saved = await send('PUT', `${path}/grade`, teacher, body);
    expect(saved.status).toBe(200);
    const graded = saved.body as unknown as SubmissionBody;
    const autoTotal = work.marks.reduce((sum, mark) => sum + mark.mark, 0);
    expect(graded).toMatchObject({ state: 'Graded', version: work.version + 1, feedback: 'Well explained.', annotations: body.annotations });
    expect(graded.score).toBeCloseTo(autoTotal + handMarked.reduce((sum, { maxMark }) => sum + maxMark, 0));
    expect(graded.marks).toHaveLength(questions.length);
    expect(graded.history.at(-1)).toMatchObject({ action: 'graded', by: { id: 'u-teacher', name: 'Ms Priya Nair' } });
    const after = (await getJson<List<Issued>>('/assignments?pageSize=0', teacher)).body.data.find((row) => row.id === BENCH_ASSIGNMENT_ID);
    expect(after?.gradedCount).toBe((before?.gradedCount ?? 0) + 1);
    expect((await getJson<SubmissionBody>(path, teacher)).body.annotations).toEqual(body.annotations);
  });

  it('answers 409 to a save on a stale version (another teacher graded first)', async () => {
    const teacher = await signIn('teacher');
    const { path, work, handMarked } = await submittedWork(teacher);
    const body = { marks: handMarked.map(({ material }) => ({ materialId: material.id, mark: 1 })), feedback: '', annotations: [], version: work.version };
    expect((await send('PUT', `${path}/grade`, await signIn('principal'), body)).status).toBe(200);
    expect(await send('PUT', `${path}/grade`, teacher, body)).toEqual({ status: 409, body: { message: STALE_SUBMISSION_MESSAGE } });
  });

  it('answers 422 naming the field for a mark out of range, a missing mark, long feedback or a foreign file', async () => {
    const teacher = await signIn('teacher');
    const { path, work, handMarked } = await submittedWork(teacher);
    const [first, second] = handMarked;
    if (!first || !second) throw new Error('the bench needs two hand-marked questions');
    const marks = handMarked.map(({ material }) => ({ materialId: material.id, mark: 0 }));
    const valid = { marks, feedback: '', annotations: [], version: work.version };
    const above = await send('PUT', `${path}/grade`, teacher, { ...valid, marks: [{ ...marks[0], mark: first.maxMark + 1 }, ...marks.slice(1)] });
    expect(above).toEqual({ status: 422, body: { message: `A mark cannot be above the question's maximum of ${first.maxMark}.`, errors: { 'marks.0.mark': `A mark cannot be above the question's maximum of ${first.maxMark}.` } } });
    const below = await send('PUT', `${path}/grade`, teacher, { ...valid, marks: [marks[0], { ...marks[1], mark: -1 }, ...marks.slice(2)] });
    expect(below.body.errors).toEqual({ 'marks.1.mark': 'A mark cannot be below 0.' });
    expect((await send('PUT', `${path}/grade`, teacher, { ...valid, marks: marks.slice(1) })).body.errors).toEqual({ marks: MARK_EVERY_QUESTION_MESSAGE });
    const long = await send('PUT', `${path}/grade`, teacher, { ...valid, feedback: 'x'.repeat(FEEDBACK_MAX_LENGTH + 1) });
    expect(long).toMatchObject({ status: 422, body: { errors: { feedback: `Feedback can be at most ${FEEDBACK_MAX_LENGTH} characters.` } } });
    const foreign = await send('PUT', `${path}/grade`, teacher, { ...valid, annotations: [{ fileId: 'file-fractions-worksheet', page: 1, items: [note] }] });
    expect(foreign.body.errors).toEqual({ 'annotations.0.fileId': NOT_AN_ATTACHMENT_MESSAGE });
    expect((await getJson<SubmissionBody>(path, teacher)).body).toMatchObject({ state: 'Submitted', version: work.version });
  });

  it('refuses grading without update permission (403) and outside the caller’s classes (404)', async () => {
    const teacher = await signIn('teacher');
    const { path, work } = await submittedWork(teacher);
    const body = { marks: [], feedback: '', annotations: [], version: work.version };
    expect((await send('PUT', `${path}/grade`, await signIn('newcomer', 'Welcome@2026'), body)).status).toBe(403);
    const hidden = recipientIn(BENCH_ASSIGNMENT_ID, 'Submitted', 'cy-primary-6-integrity');
    expect((await send('PUT', `/student-assignments/${hidden.id}/grade`, await signIn('homeroom'), body)).status).toBe(404);
  });

  it('returns graded work for resubmission with its history, and only graded work', async () => {
    const teacher = await signIn('teacher');
    const graded = recipientIn('ia-grading-3', 'Graded');
    const { body: work } = await getJson<SubmissionBody>(`/student-assignments/${graded.id}`, teacher);
    const returned = await send('POST', `/student-assignments/${graded.id}/return`, teacher, { comment: 'Finish question 4.', version: work.version });
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({ state: "Haven't submitted", score: null, marks: [], answers: work.answers, version: work.version + 1 });
    expect((returned.body as unknown as SubmissionBody).history.at(-1)).toMatchObject({ action: 'returned', comment: 'Finish question 4.' });
    expect((await send('POST', `/student-assignments/${graded.id}/return`, teacher, { comment: '', version: work.version + 1 })).body).toEqual({ message: NOT_GRADED_MESSAGE });
    expect((await send('POST', `/student-assignments/${graded.id}/return`, teacher, { comment: '', version: 1 })).status).toBe(409);
  });
});

describe('comment bank', () => {
  it('keeps each teacher’s comments apart, adds and removes them', async () => {
    const teacher = await signIn('teacher');
    const homeroom = await signIn('homeroom');
    const own = await getJson<List<{ id: string; text: string }>>('/comment-bank', teacher);
    expect(own.body.count).toBeGreaterThan(0);
    const added = await send('POST', '/comment-bank', teacher, { text: '  Neat and careful work.  ' });
    expect(added).toMatchObject({ status: 201, body: { text: 'Neat and careful work.' } });
    expect((await getJson<List<{ id: string }>>('/comment-bank', teacher)).body.data[0]?.id).toBe(added.body.id);
    expect((await getJson<List<{ id: string }>>('/comment-bank', homeroom)).body.data.some((row) => row.id === added.body.id)).toBe(false);
    expect((await send('DELETE', `/comment-bank/${String(added.body.id)}`, homeroom)).status).toBe(404);
    expect((await send('DELETE', `/comment-bank/${String(added.body.id)}`, teacher)).status).toBe(204);
    expect((await send('POST', '/comment-bank', teacher, { text: '  ' })).body.errors).toEqual({ text: 'Write the comment to keep.' });
  });
});

describe('who grades (issue 19, scope 3)', () => {
  it("refuses the homeroom (English) teacher the Mathematics teacher's work, which the homeroom teacher still reads", async () => {
    const homeroom = await signIn('homeroom');
    const { path, work, handMarked } = await submittedWork(await signIn('teacher'));
    expect((await getJson<SubmissionBody>(path, homeroom)).status).toBe(200);
    const body = { marks: handMarked.map(({ material }) => ({ materialId: material.id, mark: 0 })), feedback: '', annotations: [], version: work.version };
    expect((await send('PUT', `${path}/grade`, homeroom, body)).status).toBe(403);
    expect((await send('POST', `${path}/return`, homeroom, { comment: '', version: work.version })).status).toBe(403);
    const question = handMarked[0]!.material.id;
    const byQuestion = await send('PUT', `/assignments/${BENCH_ASSIGNMENT_ID}/questions/${question}/marks`, homeroom, {
      marks: [{ studentAssignmentId: path.split('/').at(-1), mark: 0, version: work.version }],
    });
    expect(byQuestion.status).toBe(403);
    expect((await getJson<SubmissionBody>(path, homeroom)).body.version).toBe(work.version);
  });

  it('lets the principal of the campus grade it', async () => {
    const { path, work, handMarked } = await submittedWork(await signIn('teacher'));
    const body = { marks: handMarked.map(({ material }) => ({ materialId: material.id, mark: 0 })), feedback: '', annotations: [], version: work.version };
    expect((await send('PUT', `${path}/grade`, await signIn('principal'), body)).status).toBe(200);
  });

  it('answers the seeded report of the issue: ir-grading-1-st-0110 is not the homeroom teacher’s to grade', async () => {
    const recipient = db.issuedRecipients.get('ir-grading-1-st-0110')!;
    const homeroom = await signIn('homeroom');
    const { body: work } = await getJson<SubmissionBody>(`/student-assignments/${recipient.id}`, homeroom);
    const graded = await send('PUT', `/student-assignments/${recipient.id}/grade`, homeroom, { marks: [], feedback: '', annotations: [], version: work.version });
    expect(graded.status).toBe(403);
  });
});
