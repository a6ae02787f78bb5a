import { describe, expect, it } from 'vitest';
import {
  capacityProblem,
  clashMessage,
  findClash,
  formatWeekdays,
  isAttendanceValue,
  isMemberGraded,
  parseAttendance,
  parseParticipationGrade,
  placesLeft,
  sortWeekdays,
  type CcaSchedule,
} from './cca';
import { AssignCcaMembersBodySchema, SaveCcaGradesBodySchema } from './bodies';

const chess: CcaSchedule = { id: 'chess', name: 'Chess Club', meetingDays: ['WEDNESDAY'] };
const choir: CcaSchedule = { id: 'choir', name: 'Choir', meetingDays: ['MONDAY', 'WEDNESDAY'] };
const football: CcaSchedule = { id: 'football', name: 'Football', meetingDays: ['THURSDAY', 'TUESDAY'] };
const scouts: CcaSchedule = { id: 'scouts', name: 'Scouts', meetingDays: ['SATURDAY'] };

describe('capacity', () => {
  it('counts the places left, never below 0', () => {
    expect(placesLeft({ name: 'Chess Club', capacity: 16, membersCount: 15 })).toBe(1);
    expect(placesLeft({ name: 'Chess Club', capacity: 16, membersCount: 16 })).toBe(0);
    expect(placesLeft({ name: 'Chess Club', capacity: 16, membersCount: 18 })).toBe(0);
  });

  it('accepts students up to the last place exactly', () => {
    expect(capacityProblem({ name: 'Chess Club', capacity: 16, membersCount: 14 }, 2)).toBeNull();
    expect(capacityProblem({ name: 'Chess Club', capacity: 16, membersCount: 16 }, 0)).toBeNull();
  });

  it('refuses one student over, saying whether the CCA is full or how many places are left', () => {
    expect(capacityProblem({ name: 'Chess Club', capacity: 16, membersCount: 16 }, 1)).toBe(
      'Chess Club is full: all 16 places are taken.',
    );
    expect(capacityProblem({ name: 'Choir', capacity: 40, membersCount: 38 }, 3)).toBe(
      'Choir has only 2 places left of 40; you chose 3 students.',
    );
  });

  it('treats a CCA already over its capacity (lowered after members joined) as full', () => {
    expect(capacityProblem({ name: 'Choir', capacity: 30, membersCount: 32 }, 1)).toBe(
      'Choir is full: all 30 places are taken.',
    );
  });
});

describe('same-day clash', () => {
  it('finds a CCA meeting on one of the same weekdays and names the shared days', () => {
    expect(findClash(chess, [scouts, choir])).toEqual({ cca: choir, days: ['WEDNESDAY'] });
    const robotics: CcaSchedule = { id: 'robotics', name: 'Robotics Club', meetingDays: ['TUESDAY', 'THURSDAY'] };
    expect(findClash(robotics, [football])?.days).toEqual(['TUESDAY', 'THURSDAY']);
  });

  it('is no clash on different days, with no other CCA, or with the same CCA', () => {
    expect(findClash(chess, [scouts, football])).toBeNull();
    expect(findClash(chess, [])).toBeNull();
    expect(findClash(choir, [choir])).toBeNull();
    expect(findClash({ ...chess, meetingDays: [] }, [choir])).toBeNull();
  });

  it('says who clashes with which CCA on which days', () => {
    expect(clashMessage('Tan Wei Ling', { cca: choir, days: ['WEDNESDAY'] })).toBe(
      'Tan Wei Ling already attends Choir on Wednesday, the same day as this CCA.',
    );
    expect(clashMessage('Ali', { cca: football, days: ['TUESDAY', 'THURSDAY'] })).toBe(
      'Ali already attends Football on Tuesday and Thursday, the same day as this CCA.',
    );
  });

  it('orders and joins weekdays in the week’s order', () => {
    expect(sortWeekdays(['SATURDAY', 'SUNDAY', 'WEDNESDAY', 'SUNDAY'])).toEqual(['SUNDAY', 'WEDNESDAY', 'SATURDAY']);
    expect(formatWeekdays(['FRIDAY', 'MONDAY', 'WEDNESDAY'])).toBe('Monday, Wednesday and Friday');
    expect(formatWeekdays([])).toBe('');
  });
});

describe('participation grades', () => {
  it('reads attendance as a whole percentage from 0 to 100', () => {
    expect(parseAttendance('')).toBeNull();
    expect(parseAttendance('  ')).toBeNull();
    expect(parseAttendance('0')).toBe(0);
    expect(parseAttendance('85')).toBe(85);
    expect(parseAttendance(' 85 % ')).toBe(85);
    expect(parseAttendance('100')).toBe(100);
    for (const bad of ['101', '-1', '85.5', 'abc', '%', '1e2', '0x10']) expect(parseAttendance(bad)).toBeUndefined();
    expect(isAttendanceValue(100)).toBe(true);
    expect(isAttendanceValue(50.5)).toBe(false);
  });

  it('reads a grade by label, code or shorthand in any case', () => {
    expect(parseParticipationGrade('')).toBeNull();
    expect(parseParticipationGrade('Excellent')).toBe('EXCELLENT');
    expect(parseParticipationGrade(' g ')).toBe('GOOD');
    expect(parseParticipationGrade('SATISFACTORY')).toBe('SATISFACTORY');
    expect(parseParticipationGrade('needs  improvement')).toBe('NEEDS_IMPROVEMENT');
    expect(parseParticipationGrade('NI')).toBe('NEEDS_IMPROVEMENT');
    expect(parseParticipationGrade('needs_improvement')).toBe('NEEDS_IMPROVEMENT');
    for (const bad of ['A', 'Great', '1', 'ex']) expect(parseParticipationGrade(bad)).toBeUndefined();
  });

  it('counts a member as graded only with both attendance and grade', () => {
    expect(isMemberGraded({ attendance: 0, grade: 'GOOD' })).toBe(true);
    expect(isMemberGraded({ attendance: 90, grade: null })).toBe(false);
    expect(isMemberGraded({ attendance: null, grade: 'GOOD' })).toBe(false);
  });

  it('checks request bodies with the same rules', () => {
    const ok = SaveCcaGradesBodySchema.safeParse({
      version: 1,
      grades: [
        { studentId: 's', attendance: 90 },
        { studentId: 't', grade: null },
      ],
    });
    expect(ok.success).toBe(true);
    const bad = SaveCcaGradesBodySchema.safeParse({
      version: 1,
      grades: [{ studentId: 's', attendance: 101, grade: 'SUPERB' }],
    });
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['grades.0.attendance', 'grades.0.grade']);
    expect(SaveCcaGradesBodySchema.safeParse({ version: 1, grades: [] }).success).toBe(false);
    expect(AssignCcaMembersBodySchema.safeParse({ studentIds: [] }).error?.issues[0]?.message).toBe(
      'Choose at least one student.',
    );
  });
});
