import { describe, expect, it } from 'vitest';
import type { RecordHistory } from '../../domain/audit/responses';
import type { LeapsEvent } from '../../domain/leaps/responses';
import { db } from '../db';
import { call, getJson, signIn } from '../test-client';

const ROBOTICS = 'ccay-2026-robotics-club';

const historyOf = (recordType: string, recordId: string, token: string) =>
  getJson<RecordHistory>(`/history/${recordType}/${encodeURIComponent(recordId)}`, token);

describe('the history of a CCA member', () => {
  /** The teacher in charge grades Robotics Club's first member through the API; answers the membership's id. */
  async function gradeFirstMember() {
    const token = await signIn('teacher');
    const { body } = await getJson<{ version: number; members: Array<{ id: string; studentId: string }> }>(`/cca-years/${ROBOTICS}`, token);
    const member = body.members[0]!;
    const saved = await call(`/cca-years/${ROBOTICS}/grades`, {
      method: 'PUT',
      token,
      json: { version: body.version, grades: [{ studentId: member.studentId, attendance: 88, grade: 'GOOD' }] },
    });
    expect(saved.status).toBe(200);
    return member.id;
  }

  it('is read by the branch’s principal after the teacher in charge grades the member, with the teacher’s name', async () => {
    const memberId = await gradeFirstMember();
    const { status, body } = await historyOf('CcaMember', memberId, await signIn('principal'));
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({ actor: { name: 'Ms Priya Nair' }, record: { type: 'CcaMember', id: memberId } });
    expect(body.data[0]!.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'attendance', before: null, after: 88 })]),
    );
  });

  it('is refused as the CCA year is: 403 to a teacher not in charge, 404 for a member that does not exist', async () => {
    const memberId = await gradeFirstMember();
    // The homeroom teacher runs Basketball and Choir, not Robotics Club.
    expect((await historyOf('CcaMember', memberId, await signIn('homeroom'))).status).toBe(403);
    expect((await historyOf('CcaMember', 'no-such-member', await signIn('teacher'))).status).toBe(404);
  });
});

describe('the history of a LEAPS event', () => {
  /** An event of the homeroom teacher's own class only, renamed by them through the API. */
  async function renameHomeroomEvent() {
    const event = db.leapsEvents.find((row) => row.id.startsWith('le-primary-5-courage-2026-'))!;
    const token = await signIn('homeroom');
    const { body } = await getJson<LeapsEvent>(`/leaps-events/${event.id}`, token);
    const students = body.students.map((student) => ({ studentId: student.id, role: student.role ?? '', level: student.level }));
    const json = { name: 'Renamed event', domain: body.domain, level: body.level, date: body.date, description: body.description, students, version: body.version };
    expect((await call(`/leaps-events/${event.id}`, { method: 'PUT', token, json })).status).toBe(200);
    return { id: event.id, before: body.name };
  }

  it('is read by the branch’s principal after the homeroom teacher renames it', async () => {
    const event = await renameHomeroomEvent();
    const { status, body } = await historyOf('LeapsEvent', event.id, await signIn('principal'));
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({ actor: { name: 'Mr Daniel Tan' } });
    expect(body.data[0]!.changes).toContainEqual(expect.objectContaining({ field: 'name', before: event.before, after: 'Renamed event' }));
  });

  it('is refused as the event is: 403 without LEAPS permission, 404 for an event that does not exist', async () => {
    const event = await renameHomeroomEvent();
    expect((await historyOf('LeapsEvent', event.id, await signIn('teacher'))).status).toBe(403);
    expect((await historyOf('LeapsEvent', 'no-such-event', await signIn('homeroom'))).status).toBe(404);
  });
});

describe('the history of a placement test result', () => {
  const ownBranchResult = () => db.placementTestResults.find((row) => db.studentAdmissions.get(row.studentAdmissionId)?.branchId === 'br-1')!;

  /** The principal changes a result's interview score through the API. */
  async function scoreInterview() {
    const result = ownBranchResult();
    const saved = await call('/placement-test-results/bulk', {
      method: 'POST',
      token: await signIn('principal'),
      json: { placementTestResults: [{ id: result.id, interviewScore: 77 }] },
    });
    expect(saved.status).toBe(200);
    return result;
  }

  it('is read by a principal of the applicant’s branch and year, whoever wrote it', async () => {
    const result = await scoreInterview();
    // The homeroom teacher made principal of the branch this year: a principal who did not write the result.
    const principalship = db.employeePositions.find((row) => row.employeeId === 'u-principal' && row.branchId === 'br-1' && row.positionId === 'pos-principal')!;
    db.employeePositions.insert({ ...principalship, id: 'ep-homeroom-principal', employeeId: 'u-homeroom' });
    const { status, body } = await historyOf('PlacementResult', result.id, await signIn('homeroom'));
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({ actor: { name: 'Mdm Siti Rahmah' } });
    expect(body.data[0]!.changes).toContainEqual(expect.objectContaining({ field: 'interviewScore', after: 77 }));
  });

  it('is refused as the results are: 403 to a non-principal and without the permission, 404 for a result that does not exist', async () => {
    const result = await scoreInterview();
    expect((await historyOf('PlacementResult', result.id, await signIn('homeroom'))).status).toBe(403);
    expect((await historyOf('PlacementResult', result.id, await signIn('newcomer'))).status).toBe(403);
    expect((await historyOf('PlacementResult', 'no-such-result', await signIn('principal'))).status).toBe(404);
  });
});
