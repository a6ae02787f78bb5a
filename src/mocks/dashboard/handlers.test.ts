import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDemoNow } from '../clock';
import { db } from '../db';
import { getJson, signIn } from '../test-client';

interface Dashboard {
  classesCount: number;
  studentsCount: number;
  pendingSubmissionsCount: number;
  weekStart: string;
  weekEnd: string;
  eventsThisWeek: Array<{ id: string; startsAt: string }>;
}

const dashboardOf = async (username: string) => (await getJson<Dashboard>('/dashboard', await signIn(username))).body;

describe('GET /dashboard', () => {
  beforeEach(() => setDemoNow('2026-11-21T04:00:00.000Z'));
  afterEach(() => setDemoNow(null));

  it('computes the figures from the user classes, students and submissions', async () => {
    const figures = await dashboardOf('teacher');
    const classIds = new Set(db.teachingAssignments.filter((lesson) => lesson.teacherId === 'u-teacher').map((lesson) => lesson.classYearId));
    const assignmentIds = new Set(db.assignments.filter((assignment) => classIds.has(assignment.classYearId)).map((assignment) => assignment.id));
    expect(figures.classesCount).toBe(3);
    expect(figures.studentsCount).toBe(db.students.filter((student) => classIds.has(student.classYearId)).length);
    expect(figures.pendingSubmissionsCount).toBe(
      db.studentAssignments.filter((submission) => submission.status === 'SUBMITTED' && assignmentIds.has(submission.assignmentId)).length,
    );
    expect(figures.pendingSubmissionsCount).toBeGreaterThan(0);
  });

  it('changes when the data changes', async () => {
    const before = await dashboardOf('homeroom');
    const classId = 'cy-primary-5-courage';
    const assignment = db.assignments.find((candidate) => candidate.classYearId === classId)!;
    const pending = db.studentAssignments.find((row) => row.assignmentId === assignment.id && row.status === 'SUBMITTED')!;
    db.studentAssignments.update(pending.id, { status: 'GRADED', score: 80 });
    db.students.insert({ id: 'st-new', createdAt: '2026-11-21T00:00:00.000Z', name: 'New Pupil', fullName: 'New Pupil', gender: 'Female', dateOfBirth: '2015-01-01', classYearId: classId, branchId: 'br-1' });
    const after = await dashboardOf('homeroom');
    expect(after.pendingSubmissionsCount).toBe(before.pendingSubmissionsCount - 1);
    expect(after.studentsCount).toBe(before.studentsCount + 1);
  });

  it('lists the events of the current Monday-to-Sunday school week that concern the user', async () => {
    const figures = await dashboardOf('principal');
    expect(figures.weekStart).toBe('2026-11-16');
    expect(figures.weekEnd).toBe('2026-11-22');
    expect(figures.eventsThisWeek.map((event) => event.id)).toEqual(['ev-staff-meeting', 'ev-p4-excursion', 'ev-ptc']);
    setDemoNow('2026-11-24T04:00:00.000Z');
    const nextWeek = await dashboardOf('principal');
    expect(nextWeek.eventsThisWeek.map((event) => event.id)).toContain('ev-exams-begin');
    expect(nextWeek.eventsThisWeek.map((event) => event.id)).not.toContain('ev-staff-meeting');
  });

  it('answers 401 without a token', async () => {
    expect((await fetch('http://localhost:3000/api/dashboard')).status).toBe(401);
  });
});
