import type { Permission } from '@/config/permissions';
import { buildAbility } from '@/lib/ability';
import type { Session } from '@/lib/session/session-context';

/** A signed-in teacher's session with `permissions`, in academic year 2026/2027: for tests that need one without a server. */
export function sessionWith(permissions: Permission[]): Session {
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
