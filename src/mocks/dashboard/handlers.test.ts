import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDemoNow } from '../clock';
import { db } from '../db';
import { DEMO_ACCOUNTS } from '../demo-accounts';
import type { IssuedRecipient } from '../resources/schema';
import { call, getJson, signIn } from '../test-client';

interface Dashboard {
  classesCount: number;
  studentsCount: number;
  pendingSubmissionsCount: number;
  weekStart: string;
  weekEnd: string;
  eventsThisWeek: Array<{ id: string; title: string; allDay: boolean; startsAt: string; endsAt: string }>;
  currentTerm: number;
  placementToFinalize: Array<{ masterLevelName: string; count: number }>;
  missingMarks: Array<{ subjectYearId: string; missing: number; expected: number; term: number }>;
  missingMarksTotal: { subjects: number; marks: number };
  reportsReady: Array<{ classYearId: string; reportType: string }>;
  classesAwaitingMarks: number;
}

const dashboardOf = async (username: string) => (await getJson<Dashboard>('/dashboard', await signIn(username))).body;

describe('GET /dashboard', () => {
  beforeEach(() => setDemoNow('2026-11-21T04:00:00.000Z'));
  afterEach(() => setDemoNow(null));

  // Issue 21, item 4: every figure is the count of the list its tile opens, for every demo account.
  it.each(DEMO_ACCOUNTS.map((account) => account.username))('gives %s the figures of the lists the tiles open', async (username) => {
    const token = await signIn(username);
    const figures = (await getJson<Dashboard>('/dashboard', token)).body;
    const list = async <T,>(path: string) => {
      const answer = await getJson<{ data: T[]; count: number }>(path, token);
      return answer.status === 200 ? answer.body.data : [];
    };

    const classes = await list<{ id: string }>('/class-years?academicYearId=ay-2026&pageSize=0');
    expect(figures.classesCount).toBe(classes.length);
    let students = 0;
    for (const classYear of classes) students += (await list(`/class-years/${classYear.id}/students?pageSize=0`)).length;
    expect(figures.studentsCount).toBe(students);

    let waiting = 0;
    for (const assignment of await list<{ id: string; submittedCount: number; gradedCount: number }>('/assignments?pageSize=0')) {
      const rows = await list<{ state: string }>(`/assignments/${assignment.id}/submissions?pageSize=0`);
      expect(rows.filter((row) => row.state === 'Submitted').length).toBe(assignment.submittedCount - assignment.gradedCount);
      waiting += assignment.submittedCount - assignment.gradedCount;
    }
    expect(figures.pendingSubmissionsCount).toBe(waiting);

    const missing = new Map<string, number>();
    for (const subjectYear of await list<{ id: string; academicYearId: string }>('/subject-years?pageSize=0')) {
      if (subjectYear.academicYearId !== 'ay-2026') continue;
      const sheet = (await getJson<{ scores: Array<{ score: number | null }> }>(`/subject-years/${subjectYear.id}/gradebook?term=${figures.currentTerm}`, token)).body;
      const blank = sheet.scores.filter((cell) => cell.score === null).length;
      if (blank > 0) missing.set(subjectYear.id, blank);
    }
    expect(figures.missingMarksTotal).toEqual({ subjects: missing.size, marks: [...missing.values()].reduce((sum, count) => sum + count, 0) });
    // Each listed subject opens to a sheet with exactly that many blanks: no row ends in a refusal (item 5).
    for (const row of figures.missingMarks) expect(row.missing).toBe(missing.get(row.subjectYearId));
  }, 60_000);

  it('counts a hand-in as waiting until its teacher grades it, and a new pupil of the class', async () => {
    const before = await dashboardOf('teacher');
    const teaches = (row: IssuedRecipient) => {
      const subjectId = db.subjectYears.get(db.issuedAssignments.get(row.issuedAssignmentId)?.subjectYearId ?? '')?.subjectId;
      return db.teachingAssignments.find((lesson) => lesson.teacherId === 'u-teacher' && lesson.classYearId === row.classYearId && lesson.subjectId === subjectId) !== undefined;
    };
    const waiting = db.issuedRecipients.find((row) => row.status === 'SUBMITTED' && teaches(row))!;
    const token = await signIn('teacher');
    const { version } = (await getJson<{ version: number }>(`/student-assignments/${waiting.id}`, token)).body;
    const { materials } = (await getJson<{ materials: Array<{ id: string; materialType: string }> }>(`/assignments/${waiting.issuedAssignmentId}`, token)).body;
    const handMarked = materials.filter((material) => ['FREE_RESPONSE', 'ERROR_EDITING', 'VOICE_RESPONSE', 'ATTACH_FILES'].includes(material.materialType));
    const graded = await call(`/student-assignments/${waiting.id}/grade`, {
      method: 'PUT',
      token,
      json: { marks: handMarked.map((material) => ({ materialId: material.id, mark: 0 })), feedback: 'Seen.', annotations: [], version },
    });
    expect(graded.status).toBe(200);
    db.students.insert({ id: 'st-new', createdAt: '2026-11-21T00:00:00.000Z', name: 'New Pupil', fullName: 'New Pupil', gender: 'Female', dateOfBirth: '2015-01-01', classYearId: waiting.classYearId, branchId: 'br-1' });
    const after = await dashboardOf('teacher');
    expect(after.pendingSubmissionsCount).toBe(before.pendingSubmissionsCount - 1);
    expect(after.studentsCount).toBe(before.studentsCount + 1);
  });

  it('lists the calendar’s occurrences of the current Monday-to-Sunday school week, recurrences expanded', async () => {
    const figures = await dashboardOf('principal');
    expect(figures.weekStart).toBe('2026-11-16');
    expect(figures.weekEnd).toBe('2026-11-22');
    expect(figures.eventsThisWeek.map((event) => event.id)).toEqual([
      'cal-staff-meeting/2026-11-16T15:00',
      'cal-assembly/2026-11-18T07:30',
      'cal-assembly/2026-11-20T07:30',
      'cal-sports-day/2026-11-20T08:00',
    ]);
    expect(figures.eventsThisWeek[0]).toMatchObject({ title: 'Staff meeting', allDay: false, startsAt: '2026-11-16T15:00', endsAt: '2026-11-16T16:30' });
    setDemoNow('2026-11-24T04:00:00.000Z');
    const nextWeek = await dashboardOf('principal');
    expect(nextWeek.eventsThisWeek.map((event) => event.id)).toContain('cal-term2-exams/2026-11-23');
    expect(nextWeek.eventsThisWeek.map((event) => event.id)).toContain('cal-staff-meeting/2026-11-23T15:00');
  });

  it('shows what is added to the calendar, a class’s events only to those who teach the class', async () => {
    const principal = await signIn('principal');
    const event = (title: string, classYearId: string | null, extra: Record<string, unknown> = {}) => ({
      title,
      type: 'SCHOOL_EVENT',
      allDay: false,
      start: '2026-11-05T13:00',
      end: '2026-11-05T14:00',
      recurrence: { frequency: 'WEEKLY', weekdays: ['THURSDAY'], until: null, count: null },
      classYearId,
      ...extra,
    });
    const created = await call('/calendar-events', { method: 'POST', token: principal, json: event('P6 Integrity reading hour', 'cy-primary-6-integrity') });
    expect(created.status).toBe(201);
    const allDay = { allDay: true, start: '2026-11-19', end: '2026-11-19', recurrence: null };
    expect((await call('/calendar-events', { method: 'POST', token: principal, json: event('Book fair', null, allDay) })).status).toBe(201);
    const titlesOf = async (username: string) => (await dashboardOf(username)).eventsThisWeek.map((row) => `${row.startsAt} ${row.title}`);
    expect(await titlesOf('teacher')).toEqual(expect.arrayContaining(['2026-11-19T13:00 P6 Integrity reading hour', '2026-11-19 Book fair']));
    expect(await titlesOf('principal')).toContain('2026-11-19 Book fair');
    expect(await titlesOf('principal')).not.toContain('2026-11-19T13:00 P6 Integrity reading hour');
    expect(await titlesOf('homeroom')).not.toContain('2026-11-19T13:00 P6 Integrity reading hour');
    expect(await titlesOf('homeroom')).toContain('2026-11-17T10:00 Primary 5 Courage spelling practice');
  });

  it('lists no event to an account without view on Schedule', async () => {
    const token = await signIn('teacher');
    db.users.update('u-teacher', { permissions: db.users.get('u-teacher')!.permissions.filter((row) => row.subject !== 'Schedule') });
    expect((await getJson<Dashboard>('/dashboard', token)).body.eventsThisWeek).toEqual([]);
  });

  it('lists what needs the principal now: results to finalize, missing marks of the term, reports', async () => {
    const figures = await dashboardOf('principal');
    expect(figures.currentTerm).toBe(2);
    const finalizable = db.placementTestResults.filter((row) => {
      const admission = db.studentAdmissions.get(row.studentAdmissionId);
      return row.ptResultStatus === null && row.testScore !== null && row.interviewScore !== null && admission?.branchId === 'br-1';
    });
    expect(figures.placementToFinalize.reduce((sum, group) => sum + group.count, 0)).toBe(finalizable.length);
    expect(figures.missingMarks).toHaveLength(8);
    expect(figures.missingMarks.every((row) => row.term === 2 && row.missing > 0 && row.missing <= row.expected)).toBe(true);
    expect(figures.missingMarksTotal.subjects).toBeGreaterThan(8);
    expect(figures.reportsReady.length + figures.classesAwaitingMarks).toBe(
      db.classYears.filter((row) => row.academicYearId === 'ay-2026' && row.branchId === 'br-1').length,
    );
  });

  it('puts a class among the reports ready once its last missing mark is in, and a teacher sees only their subjects', async () => {
    const teacher = await dashboardOf('teacher');
    expect(teacher.placementToFinalize).toEqual([]);
    const taught = new Set(db.teachingAssignments.filter((lesson) => lesson.teacherId === 'u-teacher').map((lesson) => `${lesson.classYearId}:${lesson.subjectId}`));
    for (const row of teacher.missingMarks) {
      const subjectYear = db.subjectYears.get(row.subjectYearId)!;
      expect(taught.has(`${subjectYear.classYearId}:${subjectYear.subjectId}`)).toBe(true);
    }
    const classId = 'cy-primary-5-courage';
    const before = await dashboardOf('homeroom');
    expect(before.reportsReady).toEqual([]);
    const students = db.students.filter((student) => student.classYearId === classId);
    for (const subjectYear of db.subjectYears.filter((row) => row.classYearId === classId)) {
      for (const assessment of db.assessments.filter((row) => row.subjectYearId === subjectYear.id && row.term === 2)) {
        db.assessments.update(assessment.id, { scores: Object.fromEntries(students.map((student) => [student.id, 40])) });
      }
    }
    const after = await dashboardOf('homeroom');
    expect(after.reportsReady).toEqual([expect.objectContaining({ classYearId: classId, reportType: 'REPORT_SEMESTER' })]);
  });

  it('answers 401 without a token', async () => {
    expect((await fetch('http://localhost:3000/api/dashboard')).status).toBe(401);
  });
});
