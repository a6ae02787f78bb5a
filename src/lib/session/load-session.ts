import type { QueryClient } from '@tanstack/react-query';
import { buildAbility } from '@/lib/ability';
import { isHomeroomTeacher, withSveExtension } from '@/lib/access-rules';
import { currentAcademicYearQueryOptions } from '@/lib/session/current-academic-year';
import { selfUserQueryOptions } from '@/lib/session/self-user';
import type { Session } from '@/lib/session/session-context';
import { sveAssignmentCountQueryOptions } from '@/lib/session/sve-exam-types-by-user';

/**
 * Loads (or reads from cache) what the shell needs before it renders: the self user, the current
 * academic year and the SVE role extension, and builds the ability from them.
 */
export async function loadSession(queryClient: QueryClient): Promise<Session> {
  const [user, currentAcademicYear] = await Promise.all([
    queryClient.ensureQueryData(selfUserQueryOptions()),
    queryClient.ensureQueryData(currentAcademicYearQueryOptions()),
  ]);
  const sveAssignmentCount = await queryClient.ensureQueryData(sveAssignmentCountQueryOptions(currentAcademicYear.id));
  return {
    user,
    currentAcademicYear,
    isHomeroom: isHomeroomTeacher(user),
    ability: buildAbility(withSveExtension(user.permissions, sveAssignmentCount)),
  };
}
