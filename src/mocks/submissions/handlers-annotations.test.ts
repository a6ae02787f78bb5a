import { describe, expect, it } from 'vitest';
import { ANNOTATION_TEXT_DEFAULTS } from '../../config/constants';
import { NOT_AN_ATTACHMENT_MESSAGE, STALE_SUBMISSION_MESSAGE } from './grading';
import { BENCH_ASSIGNMENT_ID } from './seed-issued';
import { getJson, recipientIn, send, signIn, type SubmissionBody } from './test-kit';

const note = (id: string, page: number, text: string) => ({ id, page, x: 0.5, y: 0.25, text, ...ANNOTATION_TEXT_DEFAULTS });

/** A bench submission waiting for grading and the first file its student attached. */
async function submittedWork(token: string) {
  const recipient = recipientIn(BENCH_ASSIGNMENT_ID, 'Submitted', 'cy-primary-5-courage');
  const path = `/student-assignments/${recipient.id}`;
  const { body } = await getJson<SubmissionBody>(path, token);
  const files = body.answers.flatMap((answer) => (answer.materialType === 'ATTACH_FILES' ? (answer.answer.files as Array<{ id: string }>) : []));
  const [file] = files;
  if (!file) throw new Error('the bench work needs an attachment');
  return { path, work: body, file, annotate: `${path}/attachments/${file.id}/annotations` };
}

describe("saving one attachment's annotations (grading by question)", () => {
  it('stores them per page without changing marks, feedback, state or history, and replaces them on the next save', async () => {
    const teacher = await signIn('teacher');
    const { path, work, file, annotate } = await submittedWork(teacher);
    const first = await send('PUT', annotate, teacher, { annotations: [note('a', 2, 'Units?'), note('b', 1, 'Good start')], version: work.version });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ state: 'Submitted', version: work.version + 1, marks: work.marks, feedback: work.feedback, history: work.history });
    expect((first.body as unknown as SubmissionBody).annotations).toEqual([
      { fileId: file.id, page: 1, items: [note('b', 1, 'Good start')] },
      { fileId: file.id, page: 2, items: [note('a', 2, 'Units?')] },
    ]);
    const cleared = await send('PUT', annotate, teacher, { annotations: [], version: work.version + 1 });
    expect((cleared.body as unknown as SubmissionBody).annotations).toEqual([]);
    expect((await getJson<SubmissionBody>(path, teacher)).body).toMatchObject({ version: work.version + 2, annotations: [] });
  });

  it('answers 409 on a stale version and 422 on a file the student did not attach or a text left empty', async () => {
    const teacher = await signIn('teacher');
    const { path, work, annotate } = await submittedWork(teacher);
    const stale = await send('PUT', annotate, teacher, { annotations: [note('a', 1, 'Late')], version: work.version - 1 });
    expect(stale).toEqual({ status: 409, body: { message: STALE_SUBMISSION_MESSAGE } });
    const foreign = await send('PUT', `${path}/attachments/file-fractions-worksheet/annotations`, teacher, { annotations: [], version: work.version });
    expect(foreign).toEqual({ status: 422, body: { message: NOT_AN_ATTACHMENT_MESSAGE, errors: { fileId: NOT_AN_ATTACHMENT_MESSAGE } } });
    const empty = await send('PUT', annotate, teacher, { annotations: [note('a', 1, '  ')], version: work.version });
    expect(empty).toMatchObject({ status: 422, body: { errors: { 'annotations.0.text': 'An annotation needs some text.' } } });
    expect((await getJson<SubmissionBody>(path, teacher)).body.version).toBe(work.version);
  });

  it('answers 422 to an annotation on page 1,000,000 or two annotations with one id, and keeps what was saved', async () => {
    const teacher = await signIn('teacher');
    const { path, work, annotate } = await submittedWork(teacher);
    const farPage = await send('PUT', annotate, teacher, { annotations: [note('a', 1_000_000, 'Far')], version: work.version });
    expect(farPage).toMatchObject({ status: 422, body: { errors: { 'annotations.0.page': 'An annotation must be on page 1000 or before.' } } });
    const twice = await send('PUT', annotate, teacher, { annotations: [note('a', 1, 'One'), note('a', 2, 'Two')], version: work.version });
    expect(twice).toMatchObject({ status: 422, body: { errors: { 'annotations.1.id': 'Two annotations have this id.' } } });
    const after = (await getJson<SubmissionBody>(path, teacher)).body;
    expect(after).toMatchObject({ version: work.version, annotations: work.annotations });
  });

  it('refuses without update permission (403) and outside the caller’s classes (404)', async () => {
    const teacher = await signIn('teacher');
    const { work, annotate } = await submittedWork(teacher);
    const body = { annotations: [], version: work.version };
    expect((await send('PUT', annotate, await signIn('newcomer', 'Welcome@2026'), body)).status).toBe(403);
    const hidden = recipientIn(BENCH_ASSIGNMENT_ID, 'Submitted', 'cy-primary-6-integrity');
    expect((await send('PUT', `/student-assignments/${hidden.id}/attachments/x/annotations`, await signIn('homeroom'), body)).status).toBe(404);
  });
});
