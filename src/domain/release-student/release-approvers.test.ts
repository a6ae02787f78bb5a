import { describe, expect, it } from 'vitest';
import { mayApprovePickUp, principalBranchIds } from '@/domain/release-student/release-approvers';

const request = { branchId: 'br-1', classYearId: 'cy-p5' };

describe('pick-up approvers', () => {
  it('are the campus principal (vice principals included, spec §9) of this year', () => {
    const positions = [
      { branchId: 'br-1', academicYearId: 'ay-2026', positionName: 'Vice Principal' },
      { branchId: 'br-2', academicYearId: 'ay-2025', positionName: 'Principal' },
      { branchId: 'br-3', academicYearId: 'ay-2026', positionName: 'Teacher' },
    ];
    const branches = principalBranchIds(positions, 'ay-2026');
    expect([...branches]).toEqual(['br-1']);
    expect(mayApprovePickUp({ principalBranchIds: branches, homeroomClassYearIds: [] }, request)).toBe(true);
    expect(
      mayApprovePickUp({ principalBranchIds: branches, homeroomClassYearIds: [] }, { ...request, branchId: 'br-2' }),
    ).toBe(false);
  });

  it('or the form teacher of the student’s class, not of another class', () => {
    const approver = { principalBranchIds: new Set<string>(), homeroomClassYearIds: ['cy-p5'] };
    expect(mayApprovePickUp(approver, request)).toBe(true);
    expect(mayApprovePickUp(approver, { ...request, classYearId: 'cy-p4' })).toBe(false);
  });
});
