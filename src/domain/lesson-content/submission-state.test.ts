import { describe, expect, it } from 'vitest';
import { isLate, schoolDateOf, SUBMISSION_STATES, submissionState } from './submission-state';

describe('submissionState', () => {
  it("uses spec §3's labels and never calls work missing", () => {
    expect(SUBMISSION_STATES).toEqual(["Haven't submitted", 'Submitted', 'Graded']);
    expect(submissionState({ submittedAt: null, gradedAt: null })).toBe("Haven't submitted");
    expect(submissionState({ submittedAt: '2026-11-20T02:00:00Z', gradedAt: null })).toBe('Submitted');
    expect(submissionState({ submittedAt: '2026-11-20T02:00:00Z', gradedAt: '2026-11-21T02:00:00Z' })).toBe('Graded');
  });

  it('is Graded when a teacher graded work never handed in, and Submitted again after a later hand-in', () => {
    expect(submissionState({ submittedAt: null, gradedAt: '2026-11-21T02:00:00Z' })).toBe('Graded');
    expect(submissionState({ submittedAt: '2026-11-22T02:00:00Z', gradedAt: '2026-11-21T02:00:00Z' })).toBe('Submitted');
  });
});

describe('isLate', () => {
  const now = new Date('2026-12-01T00:00:00Z');

  it('counts the whole due day in Singapore as on time', () => {
    // 23:59 on the due day in Singapore is 15:59 UTC.
    expect(isLate('2026-11-20T15:59:59Z', '2026-11-20', now)).toBe(false);
    expect(isLate('2026-11-20T16:00:00Z', '2026-11-20', now)).toBe(true);
    // Early on the due day in Singapore is still the day before in UTC.
    expect(isLate('2026-11-19T17:00:00Z', '2026-11-20', now)).toBe(false);
  });

  it('judges work not handed in at now', () => {
    expect(isLate(null, '2026-11-30', new Date('2026-11-30T15:59:00Z'))).toBe(false);
    expect(isLate(null, '2026-11-30', new Date('2026-11-30T16:00:00Z'))).toBe(true);
  });

  it('refuses an instant that is not one', () => {
    expect(() => isLate('yesterday', '2026-11-20', now)).toThrow(RangeError);
  });

  it('reads the school day of an instant', () => {
    expect(schoolDateOf(new Date('2026-12-31T16:30:00Z'))).toBe('2027-01-01');
  });
});
