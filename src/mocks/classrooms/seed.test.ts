import { describe, expect, it } from 'vitest';
import { isWorkingDay } from '../../domain/school/working-days';
import { db } from '../db';
import { schoolDaysOfTerm } from './seed-form-class';

const currentStudents = () => {
  const classIds = new Set(db.classYears.filter((row) => row.academicYearId === 'ay-2026').map((row) => row.id));
  return db.students.filter((student) => classIds.has(student.classYearId));
};

describe('issue 4 seed', () => {
  it('gives every student particulars with guardians', () => {
    for (const student of db.students.all()) {
      const particulars = db.studentParticulars.get(student.id);
      expect(particulars?.idNumber).toBeTruthy();
      expect(particulars!.guardians.length).toBeGreaterThan(0);
    }
    const moslem = db.students.filter((student) => / bin(te)? /.test(student.fullName));
    expect(moslem.every((student) => db.studentParticulars.get(student.id)!.religion === 'Moslem')).toBe(true);
  });

  it('has one subject year per taught class subject, two 50-mark assessments a term, most marks entered', () => {
    expect(db.subjectYears.size).toBe(144);
    for (const subjectYear of db.subjectYears.all().slice(0, 10)) {
      const assessments = db.assessments.filter((row) => row.subjectYearId === subjectYear.id);
      expect(assessments.map((row) => `${row.term}.${row.order}`).sort()).toEqual(['1.1', '1.2', '2.1', '2.2', '3.1', '3.2', '4.1', '4.2']);
      expect(assessments.every((row) => row.maxScore === 50)).toBe(true);
    }
    const cells = db.assessments.all().reduce((sum, row) => sum + Object.keys(row.scores).length, 0);
    const possible = db.assessments.all().reduce((sum, row) => {
      const classYearId = db.subjectYears.get(row.subjectYearId)!.classYearId;
      return sum + db.students.filter((student) => student.classYearId === classYearId).length;
    }, 0);
    expect(cells / possible).toBeGreaterThan(0.85);
    expect(cells / possible).toBeLessThan(0.97);
    const marks = db.assessments.all().flatMap((row) => Object.values(row.scores));
    expect(Math.min(...marks)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...marks)).toBeLessThanOrEqual(50);
  });

  it('keeps grade boundaries in order for every year and term', () => {
    expect(db.gradeBoundaries.size).toBe(12);
    for (const row of db.gradeBoundaries.all()) {
      expect(row.gradeAMin).toBeGreaterThan(row.gradeBMin);
      expect(row.gradeCMin).toBeGreaterThan(row.gradeDMin);
    }
  });

  it('has four term records and one year record per current student', () => {
    const students = currentStudents();
    expect(db.studentTermRecords.size).toBe(students.length * 4);
    expect(db.studentYearRecords.size).toBe(students.length);
    const record = db.studentTermRecords.all()[0]!;
    expect(record.conduct).toHaveLength(5);
    expect(record.present).toBeGreaterThan(30);
  });

  it('has holidays inside the current year, e-badges in four colours and some awards', () => {
    expect(db.holidays.all().every((holiday) => holiday.date >= '2026-07-13' && holiday.date <= '2027-06-18')).toBe(true);
    expect(new Set(db.ebadges.all().map((badge) => badge.colour)).size).toBe(4);
    expect(db.ebadgeAwards.size).toBeGreaterThan(100);
  });

  it('closes the Chinese New Year week of term 3 as a mid-term break, and records attendance over school days only', () => {
    const year = db.academicYears.get('ay-2026')!;
    const holidays = db.holidays.all();
    expect(holidays.every((holiday) => isWorkingDay(holiday.date))).toBe(true);
    const breakWeek = holidays.filter((holiday) => holiday.date >= '2027-02-08' && holiday.date <= '2027-02-12');
    expect(breakWeek.map((holiday) => holiday.name)).toEqual([
      'Chinese New Year (observed)',
      'Chinese New Year',
      'Mid-term break',
      'Mid-term break',
      'Mid-term break',
    ]);
    // 4 Jan – 19 Mar 2027: 55 weekdays less the whole week of 8–12 Feb and Hari Raya Puasa (10 Mar).
    expect(schoolDaysOfTerm(year, 3, holidays)).toBe(49);
    for (const record of db.studentTermRecords.filter((row) => row.academicYearId === year.id)) {
      const days = record.present + record.late + record.absent + record.absentWithoutExcuse;
      expect(days).toBe(schoolDaysOfTerm(year, record.term, holidays));
    }
  });
});

