import { describe, expect, it } from 'vitest';
import { checkAssignment } from '@/features/cca/rules/assignment-check';

const robotics = { id: 'r', name: 'Robotics Club', meetingDays: ['TUESDAY' as const], capacity: 20, membersCount: 18 };
const student = (
  id: string,
  fullName: string,
  ccaYears: { id: string; name: string; meetingDays: ('TUESDAY' | 'FRIDAY')[] }[] = [],
) => ({
  id,
  fullName,
  classYear: null,
  ccaYears,
});

describe('checking an assignment before it is sent', () => {
  it('passes students who fit and are free on the CCA’s days', () => {
    expect(
      checkAssignment(robotics, [
        student('a', 'Ann', [{ id: 'o', name: 'Orchestra', meetingDays: ['FRIDAY'] }]),
        student('b', 'Ben'),
      ]),
    ).toEqual({
      capacity: null,
      clashes: [],
    });
  });

  it('names each student who clashes and the CCA they clash with', () => {
    const check = checkAssignment(robotics, [
      student('a', 'Ann'),
      student('b', 'Ben', [{ id: 'f', name: 'Football', meetingDays: ['TUESDAY'] }]),
    ]);
    expect(check.clashes).toEqual([
      { studentId: 'b', message: 'Ben already attends Football on Tuesday, the same day as this CCA.' },
    ]);
  });

  it('refuses one student more than the places left', () => {
    expect(checkAssignment(robotics, [student('a', 'A'), student('b', 'B'), student('c', 'C')]).capacity).toBe(
      'Robotics Club has only 2 places left of 20; you chose 3 students.',
    );
  });
});
