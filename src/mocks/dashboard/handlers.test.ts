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
      db.classYears.filter((row) => row.academicYearId === 'ay-2026').length,
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
