import { describe, expect, it } from 'vitest';
import type { RecordHistory } from '../../domain/audit/responses';
import { db } from '../db';
import { multipart } from '../resources/test-kit';
import { call, getJson, signIn } from '../test-client';

/** The record's history as `username` reads it: its status and, on 200, who made each change. */
async function historyAs(username: string, recordType: string, recordId: string) {
  const { status, body } = await getJson<RecordHistory>(`/history/${recordType}/${encodeURIComponent(recordId)}`, await signIn(username));
  return { status, actors: status === 200 ? body.data.map((event) => event.actor.name) : [], events: status === 200 ? body.data : [] };
}

describe('who reads a record’s history: whoever may read the record, by its own area’s rules', () => {
  it('a scheme-of-work week: whoever teaches the subject at that level, not another teacher', async () => {
    const sow = db.schemesOfWork.get('sow-2026-science-primary1-t1')!;
    const body = { version: sow.version, topics: ['Plants and their parts'], objectives: [], lessonIds: [] };
    expect((await call(`/schemes-of-work/${sow.id}/weeks/1`, { method: 'PUT', token: await signIn('principal'), json: body })).status).toBe(200);

    const science = await historyAs('newcomer', 'SchemeOfWorkWeek', `${sow.id}:1`);
    expect(science.status).toBe(200);
    expect(science.actors).toEqual(['Mdm Siti Rahmah']);
    expect(science.events[0]!.changes.find((change) => change.field === 'topics')?.after).toEqual(['Plants and their parts']);
    expect((await historyAs('teacher', 'SchemeOfWorkWeek', `${sow.id}:1`)).status).toBe(403);
    expect((await historyAs('teacher', 'SchemeOfWorkWeek', 'sow-none:1')).status).toBe(404);
  });

  it('a calendar event: everybody for a school-wide one, those who may see the class for a class’s one', async () => {
    const token = await signIn('principal');
    for (const id of ['cal-staff-meeting', 'cal-p5-spelling']) {
      const { createdById: _createdBy, createdAt: _createdAt, updatedAt: _updatedAt, id: _id, ...saved } = db.schoolCalendarEvents.get(id)!;
      expect((await call(`/calendar-events/${id}`, { method: 'PUT', token, json: { ...saved, title: `${saved.title} (moved)` } })).status).toBe(200);
    }
    const schoolWide = await historyAs('newcomer', 'CalendarEvent', 'cal-staff-meeting');
    expect(schoolWide.status).toBe(200);
    expect(schoolWide.events[0]!.changes).toEqual([{ field: 'title', label: 'Title', before: 'Staff meeting', after: 'Staff meeting (moved)' }]);
    expect((await historyAs('homeroom', 'CalendarEvent', 'cal-p5-spelling')).actors).toEqual(['Mdm Siti Rahmah']);
    // The newcomer teaches Primary 1 only: Primary 5 Courage's event is not theirs to know of.
    expect((await historyAs('newcomer', 'CalendarEvent', 'cal-p5-spelling')).status).toBe(404);
  });

  it('a pick-up request: staff of the pupil’s campus with view on pick-ups; 403 without that permission', async () => {
    const principal = await signIn('principal');
    const { body } = await getJson<{ data: Array<{ id: string; state: string }> }>('/student-pick-up-requests', principal);
    const request = body.data.find((row) => row.state === 'REQUESTED')!;
    expect((await call(`/student-pick-up-requests/${request.id}/transitions`, { method: 'POST', token: principal, json: { action: 'approve' } })).status).toBe(200);

    const homeroom = await historyAs('homeroom', 'PickUpRequest', request.id);
    expect(homeroom.status).toBe(200);
    expect(homeroom.events[0]).toMatchObject({ actor: { name: 'Mdm Siti Rahmah' }, changes: [{ field: 'state', before: 'REQUESTED', after: 'APPROVED' }] });
    expect((await historyAs('teacher', 'PickUpRequest', request.id)).status).toBe(403);
    expect((await historyAs('homeroom', 'PickUpRequest', 'pur-none')).status).toBe(404);
  });

  it('a shared file, with its versions: whoever sees its folder; 403 outside it, 404 for no such file', async () => {
    const { body, contentType } = multipart({ file: { name: 'spelling week 12 final.txt', type: 'text/plain', bytes: new TextEncoder().encode('final') } });
    const upload = await call('/file-sharing/subject-files/files/sf-13/versions', { method: 'POST', token: await signIn('principal'), body, headers: { 'Content-Type': contentType } });
    expect(upload.status).toBe(201);

    const homeroom = await historyAs('homeroom', 'SharedFile', 'sf-13');
    expect(homeroom.status).toBe(200);
    expect(homeroom.events).toHaveLength(1);
    expect(homeroom.events[0]).toMatchObject({ actor: { name: 'Mdm Siti Rahmah' } });
    expect(homeroom.events[0]!.changes.map((change) => change.field)).toEqual(['originalName', 'size']);
    // The teacher teaches mathematics only: the English folder is not theirs.
    expect((await historyAs('teacher', 'SharedFile', 'sf-13')).status).toBe(403);
    expect((await historyAs('homeroom', 'SharedFile', 'sf-none')).status).toBe(404);
  });
});
