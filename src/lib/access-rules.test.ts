import { describe, expect, it } from 'vitest';
import { findPrincipalScope, isHomeroomTeacher, withSveExtension } from '@/lib/access-rules';

describe('isHomeroomTeacher', () => {
  it('is true with at least one class year', () => {
    expect(isHomeroomTeacher({ classYearsIds: ['cy-1'] })).toBe(true);
  });
  it('is false with none', () => {
    expect(isHomeroomTeacher({ classYearsIds: [] })).toBe(false);
  });
});

describe('findPrincipalScope', () => {
  const position = (name: string, academicYearId = 'ay-current', branchId = 'br-1') => ({
    branchId,
    academicYearId,
    position: { name },
  });

  it('matches "principal" anywhere in the name, in any case', () => {
    expect(findPrincipalScope([position('Vice PRINCIPAL')], 'ay-current')).toEqual({
      branchId: 'br-1',
      academicYearId: 'ay-current',
    });
    expect(findPrincipalScope([position('principal')], 'ay-current')).not.toBeNull();
  });
  it('ignores other positions', () => {
    expect(findPrincipalScope([position('Teacher'), position('Head of Department')], 'ay-current')).toBeNull();
  });
  it('ignores a principal position of another academic year', () => {
    expect(findPrincipalScope([position('Principal', 'ay-last')], 'ay-current')).toBeNull();
  });
  it("uses that position's branch", () => {
    expect(findPrincipalScope([position('Teacher'), position('Principal', 'ay-current', 'br-2')], 'ay-current')).toEqual({
      branchId: 'br-2',
      academicYearId: 'ay-current',
    });
  });
  it('finds nothing without positions', () => {
    expect(findPrincipalScope([], 'ay-current')).toBeNull();
  });
});

describe('withSveExtension', () => {
  it('adds view on Sve for a user with an SVE exam-type assignment', () => {
    expect(withSveExtension([{ action: 'view', subject: 'Class' }], 1)).toContainEqual({ action: 'view', subject: 'Sve' });
  });
  it('adds nothing without assignments', () => {
    expect(withSveExtension([{ action: 'view', subject: 'Class' }], 0)).toEqual([{ action: 'view', subject: 'Class' }]);
  });
  it('does not duplicate an existing view on Sve', () => {
    const permissions = [{ action: 'view', subject: 'Sve' }] as const;
    expect(withSveExtension(permissions, 3)).toEqual([{ action: 'view', subject: 'Sve' }]);
  });
});
