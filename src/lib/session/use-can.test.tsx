import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Permission } from '@/config/permissions';
import { buildAbility } from '@/lib/ability';
import { SessionContext, type Session } from '@/lib/session/session-context';
import { useCan } from '@/lib/session/use-can';

function sessionWith(permissions: Permission[]): Session {
  return {
    user: {
      id: 'u-1',
      username: 'teacher',
      fullName: 'A Teacher',
      classYearsIds: [],
      adminPageAccessId: null,
      crossPortalAvailability: false,
      sgechineseServiceAvailability: false,
      koobitsServiceAvailability: false,
      hasDefaultPassword: false,
      contentRoles: [],
      permissions,
    },
    ability: buildAbility(permissions),
    isHomeroom: false,
    isPrincipal: false,
    positions: [],
    sveAssignmentCount: 0,
    currentAcademicYear: {
      id: 'ay-2026',
      year: '2026/2027',
      term1StartDate: '2026-01-02',
      term1EndDate: '2026-03-13',
      term2StartDate: '2026-03-23',
      term2EndDate: '2026-05-29',
      term3StartDate: '2026-06-22',
      term3EndDate: '2026-09-04',
      term4StartDate: '2026-09-14',
      term4EndDate: '2026-11-20',
    },
  };
}

function renderCan(permissions: Permission[], ...[action, subject]: Parameters<typeof useCan>) {
  const session = sessionWith(permissions);
  const wrapper = ({ children }: { children: ReactNode }) => <SessionContext value={session}>{children}</SessionContext>;
  return renderHook(() => useCan(action, subject), { wrapper }).result.current;
}

describe('useCan', () => {
  it('allows what the session grants, with no reason to show', () => {
    expect(renderCan([{ action: 'update', subject: 'StudentReport' }], 'update', 'StudentReport')).toEqual({
      allowed: true,
      reason: null,
    });
  });

  it('refuses what the session does not grant, in the words the screen shows', () => {
    expect(renderCan([{ action: 'view', subject: 'StudentReport' }], 'update', 'StudentReport')).toEqual({
      allowed: false,
      reason: 'You may view these marks but not change them.',
    });
    expect(renderCan([], 'create', 'SubjectFile').reason).toBe(
      'You can view and download these files; uploading needs the permission to share them.',
    );
  });

  it('names the missing permission for a pair no screen words on its own', () => {
    expect(renderCan([], 'create', 'LeapsEvent')).toEqual({
      allowed: false,
      reason: 'You need create permission on LEAPS events.',
    });
  });
});
