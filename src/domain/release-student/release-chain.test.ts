import { describe, expect, it } from 'vitest';
import { ATTENDANCE_STATUSES } from '@/domain/school/enums';
import {
  advance,
  allowedActions,
  attendanceAfterRelease,
  isInSchool,
  refusal,
  type ChainLink,
} from '@/domain/release-student/release-chain';

const parent = { id: 'u-parent', name: 'Front desk' };
const principal = { id: 'u-principal', name: 'Mdm Siti Rahmah' };
const requested: ChainLink[] = [
  { state: 'REQUESTED', at: '2026-11-24T08:00:00.000Z', byId: parent.id, byName: parent.name },
];

describe('release chain', () => {
  it('goes requested → approved → released, recording who and when at each link', () => {
    const approved = advance(requested, 'approve', principal, '2026-11-24T08:05:00.000Z');
    const released = advance(approved, 'release', principal, '2026-11-24T08:30:00.000Z');
    expect(released.map((link) => link.state)).toEqual(['REQUESTED', 'APPROVED', 'RELEASED']);
    expect(released[2]).toEqual({
      state: 'RELEASED',
      at: '2026-11-24T08:30:00.000Z',
      byId: 'u-principal',
      byName: 'Mdm Siti Rahmah',
    });
  });

  it('never releases a student twice, nor before approval', () => {
    const approved = advance(requested, 'approve', principal, '2026-11-24T08:05:00.000Z');
    const released = advance(approved, 'release', principal, '2026-11-24T08:30:00.000Z');
    expect(() => advance(released, 'release', principal, '2026-11-24T08:31:00.000Z')).toThrow(
      'This student has already been released.',
    );
    expect(refusal('REQUESTED', 'release')).toBe('A requested request cannot be released.');
  });

  it('lets a request be rejected or cancelled only before release, and final states allow nothing', () => {
    expect(allowedActions('REQUESTED')).toEqual(['approve', 'reject', 'cancel']);
    expect(allowedActions('APPROVED')).toEqual(['release', 'cancel']);
    for (const state of ['RELEASED', 'REJECTED', 'CANCELLED'] as const) expect(allowedActions(state)).toEqual([]);
    expect(refusal('REJECTED', 'approve')).toBe('A rejected request cannot be approved.');
  });

  it('refuses a link older than the one before it, and an empty chain', () => {
    expect(() => advance(requested, 'approve', principal, '2026-11-24T07:00:00.000Z')).toThrow(/cannot come before/);
    expect(() => advance([], 'approve', principal, '2026-11-24T08:00:00.000Z')).toThrow(/starts with its request/);
  });
});

describe('attendance after release', () => {
  it('keeps the mark with an early-release note from the cut-off on', () => {
    expect(attendanceAfterRelease('Late', '11:00')).toEqual({ status: 'Late', note: 'Early release at 11:00.' });
    expect(attendanceAfterRelease('Present', '13:15')).toEqual({ status: 'Present', note: 'Early release at 13:15.' });
  });

  it('counts a release before the cut-off as an excused absence', () => {
    expect(attendanceAfterRelease('Present', '10:59')).toEqual({
      status: 'Absent',
      note: 'Released at 10:59, before 11:00: excused absence.',
    });
  });

  it('hands over only students in school', () => {
    expect(ATTENDANCE_STATUSES.map((status) => isInSchool(status))).toEqual([true, true, false, false]);
  });
});
