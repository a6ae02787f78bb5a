import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { INBOX_REQUIRED_MESSAGE } from './handlers-inbox';
import { firstContent, getJson, send, signIn, TEACHER_MATHS } from './test-kit';

interface Item {
  id: string;
  reviewStatus: string;
  subject: { id: string };
  lastStep: { type: string; actor: { id: string }; comment: string | null } | null;
}
interface List {
  data: Item[];
  count: number;
}

const inbox = async (username: string, name: string) => (await getJson<List>(`/resource-inbox?inbox=${name}&pageSize=0`, await signIn(username))).body;

describe('the review inboxes (issue 21 §7)', () => {
  it('gives the vetter what is on review and the expert what is approved, each in the subjects they read', async () => {
    const homeroom = await inbox('homeroom', 'review');
    expect(homeroom.count).toBeGreaterThan(0);
    expect(homeroom.data.every((item) => item.reviewStatus === 'onReview')).toBe(true);
    const readable = new Set((await getJson<{ data: { id: string }[] }>('/resource-subjects?pageSize=0', await signIn('homeroom'))).body.data.map((row) => row.id));
    expect(homeroom.data.every((item) => readable.has(item.subject.id))).toBe(true);
    const onReview = db.resourceContents.filter((row) => row.reviewStatus === 'onReview' && readable.has(row.subjectYearId));
    expect(homeroom.data.map((item) => item.id).sort()).toEqual(onReview.map((row) => row.id).sort());
    expect(homeroom.data[0]!.lastStep).toMatchObject({ type: 'Revision Upload' });

    const principal = await inbox('principal', 'review');
    expect(principal.count).toBeGreaterThan(0);
    expect(principal.data.every((item) => item.reviewStatus === 'approved')).toBe(true);
  });

  it('gives a setter what a reviewer sent back to her, with the reviewer’s comment, and nothing to review', async () => {
    const teacher = await inbox('teacher', 'sent-back');
    expect(teacher.count).toBeGreaterThan(0);
    for (const item of teacher.data) {
      expect(item.reviewStatus).toBe('revision');
      expect(item.lastStep).toMatchObject({ type: 'Commented', actor: { id: 'u-homeroom' }, comment: expect.stringContaining('worked example') });
    }
    expect((await inbox('teacher', 'review')).count).toBe(0);
    expect((await inbox('homeroom', 'sent-back')).count).toBe(0);
    expect((await inbox('newcomer', 'review')).count).toBe(0);
  });

  it('moves an item between inboxes as the review goes: submitted, it waits on the vetter; sent back, it returns to its setter', async () => {
    const teacher = await signIn('teacher');
    const homeroom = await signIn('homeroom');
    const lesson = firstContent(TEACHER_MATHS, 'lesson', 'created');
    const submitted = await send('POST', `/lessons/${lesson.id}/review`, teacher, { action: 'submit', version: lesson.version });
    expect(submitted.status).toBe(200);
    expect((await inbox('homeroom', 'review')).data.map((item) => item.id)).toContain(lesson.id);
    const comment = 'Add a picture of a fraction wall.';
    const returned = await send('POST', `/lessons/${lesson.id}/review`, homeroom, { action: 'requestRevision', comment, version: submitted.body.version });
    expect(returned.status).toBe(200);
    expect((await inbox('homeroom', 'review')).data.map((item) => item.id)).not.toContain(lesson.id);
    const back = (await inbox('teacher', 'sent-back')).data.find((item) => item.id === lesson.id);
    expect(back?.lastStep).toMatchObject({ type: 'Commented', comment });
  });

  it('refuses a request that names no inbox', async () => {
    const response = await getJson<{ message: string }>('/resource-inbox', await signIn('homeroom'));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(INBOX_REQUIRED_MESSAGE);
  });
});
