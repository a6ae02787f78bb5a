import { describe, expect, it } from 'vitest';
import { ChangeIssuedDatesSchema, WithdrawIssuedSchema } from './assignment-settings';
import {
  alreadyAssignedMessage,
  classWithdrawal,
  dayText,
  deletionRefusal,
  findAlreadyAssigned,
  hasWork,
  NOBODY_LEFT_MESSAGE,
  studentWithdrawalRefusal,
  type IssuedReach,
} from './issued-work';

// 27 Nov 2026, 10:00 in Singapore.
const NOW = new Date('2026-11-27T02:00:00.000Z');

const fractions: IssuedReach = {
  id: 'ia-1',
  title: 'Fractions',
  createdAt: '2026-11-26T23:30:00.000Z', // 27 Nov in Singapore, still 26 Nov in UTC
  dueDate: '2026-12-04',
  recipients: [
    { studentId: 's-1', className: 'Primary 5 Courage' },
    { studentId: 's-2', className: 'Primary 5 Courage' },
    { studentId: 's-9', className: 'Primary 10 Integrity' },
  ],
};

describe('giving the same work twice', () => {
  it('finds the open assignment of the same work that reaches a chosen student, naming its classes and the school day it was issued', () => {
    const found = findAlreadyAssigned([fractions], new Set(['s-2', 's-9', 's-40']), NOW);
    expect(found).toEqual([
      { assignmentId: 'ia-1', title: 'Fractions', classNames: ['Primary 5 Courage', 'Primary 10 Integrity'], assignedOn: '2026-11-27', dueDate: '2026-12-04' },
    ]);
    expect(alreadyAssignedMessage(found[0]!)).toBe(
      '“Fractions” is already assigned to Primary 5 Courage and Primary 10 Integrity on 27 Nov 2026 (due 4 Dec 2026).',
    );
  });

  it('counts work due today as open, and work whose due date has passed (a retake) as not', () => {
    expect(findAlreadyAssigned([{ ...fractions, dueDate: '2026-11-27' }], new Set(['s-1']), NOW)).toHaveLength(1);
    expect(findAlreadyAssigned([{ ...fractions, dueDate: '2026-11-26' }], new Set(['s-1']), NOW)).toEqual([]);
  });

  it('ignores an assignment that reaches none of the chosen students', () => {
    expect(findAlreadyAssigned([fractions], new Set(['s-3']), NOW)).toEqual([]);
  });
});

describe('withdrawing', () => {
  const courage = { id: 'cy-1', name: 'Primary 5 Courage', studentsCount: 30, withWorkCount: 4 };

  it('takes it from the students of a class without work and leaves it with those who have work', () => {
    expect(classWithdrawal(courage, 40)).toEqual({ withdrawn: 26, kept: 4, refusal: null });
  });

  it('refuses a class whose students all have work, and one that would leave nobody with it', () => {
    expect(classWithdrawal({ ...courage, withWorkCount: 30 }, 40).refusal).toBe(
      'Everyone in Primary 5 Courage has handed-in or graded work on this assignment, so it stays with them.',
    );
    expect(classWithdrawal({ ...courage, withWorkCount: 0 }, 30).refusal).toBe(NOBODY_LEFT_MESSAGE);
  });

  it('refuses one student with work, and the last student', () => {
    expect(studentWithdrawalRefusal({ fullName: 'Aisha Tan', hasWork: true }, 30)).toBe(
      'Aisha Tan has handed-in or graded work on this assignment, so it stays with them.',
    );
    expect(studentWithdrawalRefusal({ fullName: 'Aisha Tan', hasWork: false }, 1)).toBe(NOBODY_LEFT_MESSAGE);
    expect(studentWithdrawalRefusal({ fullName: 'Aisha Tan', hasWork: false }, 2)).toBeNull();
  });

  it('counts a returned piece (answers kept) and work graded without a hand-in as work', () => {
    expect(hasWork({ attempt: 1, submittedAt: null, gradedAt: null })).toBe(true);
    expect(hasWork({ attempt: 0, submittedAt: null, gradedAt: '2026-11-20T02:00:00.000Z' })).toBe(true);
    expect(hasWork({ attempt: 0, submittedAt: null, gradedAt: null })).toBe(false);
  });

  it('takes a class or a student, never both, with the version read', () => {
    expect(WithdrawIssuedSchema.safeParse({ classYearId: 'cy-1', version: 0 }).success).toBe(true);
    expect(WithdrawIssuedSchema.safeParse({ studentId: 's-1', version: 3 }).success).toBe(true);
    expect(WithdrawIssuedSchema.safeParse({ classYearId: 'cy-1', studentId: 's-1', version: 0 }).success).toBe(false);
    expect(WithdrawIssuedSchema.safeParse({ classYearId: 'cy-1' }).success).toBe(false);
  });
});

describe('deleting', () => {
  it('is refused while any graded work would be lost, saying how much', () => {
    expect(deletionRefusal(0)).toBeNull();
    expect(deletionRefusal(1)).toBe('This assignment cannot be deleted: the graded work of 1 student would be lost.');
    expect(deletionRefusal(12)).toBe('This assignment cannot be deleted: the graded work of 12 students would be lost.');
  });
});

describe('changing dates', () => {
  it('applies the rules and messages of assigning', () => {
    const early = ChangeIssuedDatesSchema.safeParse({ startDate: '2026-12-08', dueDate: '2026-12-01', version: 0 });
    expect(early.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['dueDate', 'The due date cannot be before the start date.']]);
    const missing = ChangeIssuedDatesSchema.safeParse({ startDate: '2026-12-08', version: 0 });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual(['Due date is required.']);
    expect(ChangeIssuedDatesSchema.safeParse({ startDate: '2026-12-01', dueDate: '2026-12-01', version: 2 }).success).toBe(true);
  });

  it('writes days as the portal does', () => {
    expect(dayText('2026-12-04')).toBe('4 Dec 2026');
  });
});
