import { describe, expect, it } from 'vitest';
import { db, exportDemoData, resetDemoDatabase } from './db';
import { buildSeed } from './seed';

describe('seed', () => {
  it('is deterministic: two resets give equal data', () => {
    resetDemoDatabase();
    const first = exportDemoData();
    db.students.remove('st-0001');
    resetDemoDatabase();
    expect(exportDemoData()).toEqual(first);
    expect(buildSeed()).toEqual(buildSeed());
  });

  it('holds a realistic school', () => {
    expect(db.branches.size).toBe(2);
    expect(db.academicYears.all().map((year) => year.year)).toEqual(['2024/2025', '2025/2026', '2026/2027']);
    expect(db.classYears.filter((classYear) => classYear.academicYearId === 'ay-2026')).toHaveLength(36);
    expect(new Set(db.classYears.all().map((classYear) => classYear.branchId))).toEqual(new Set(['br-1', 'br-2']));
    expect(new Set(db.masterProgrammes.all().map((programme) => programme.type))).toEqual(new Set(['ACADEMIC', 'NONACADEMIC']));
    expect(db.masterLevels.all().map((level) => level.code)).toEqual(
      expect.arrayContaining(['PRIMARY1', 'SECONDARY4', 'SECONDARY1_ACC', 'JUNIOR_COLLEGE_BRIDGING', 'JUNIOR_COLLEGE2']),
    );
    // Pre-Nursery, Nursery, K1–2, P1–6, S1–4, S1–3 Acc, JC Bridging, JC1–2 (spec §3).
    expect(db.masterLevels.size).toBe(20);
  });

  it('has about 1,000 students, about 15% with Han characters after the romanized name', () => {
    const students = db.students.all();
    expect(students.length).toBeGreaterThan(900);
    expect(students.length).toBeLessThan(1100);
    const han = students.filter((student) => /^[A-Za-z ]+ \p{Script=Han}+$/u.test(student.fullName));
    expect(han.length / students.length).toBeGreaterThan(0.1);
    expect(han.length / students.length).toBeLessThan(0.2);
  });

  it('sets up the demo accounts as the portal expects', () => {
    const classesOf = (id: string) => db.classYears.filter((classYear) => classYear.homeroomTeacherId === id).map((classYear) => classYear.id);
    expect(classesOf('u-principal')).toEqual(['cy-primary-4-courage']);
    expect(classesOf('u-homeroom')).toEqual(['cy-primary-5-courage']);
    expect(classesOf('u-teacher')).toEqual([]);
    expect(db.users.get('u-principal')!.permissions).toHaveLength(54);
    expect(db.users.get('u-newcomer')).toMatchObject({ hasDefaultPassword: true, password: 'Welcome@2026' });
    expect(db.sveExamTypeAssignments.filter((row) => row.teacherId === 'u-teacher' && row.academicYearId === 'ay-2026')).toHaveLength(1);
  });
});
