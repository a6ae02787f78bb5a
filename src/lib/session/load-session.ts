import type { QueryClient } from '@tanstack/react-query';
import { buildAbility } from '@/lib/ability';
import { isHomeroomTeacher, withSveExtension } from '@/lib/access-rules';
import { currentAcademicYearQueryOptions } from '@/lib/session/current-academic-year';
import { lastAcademicYearId, rememberAcademicYearId } from '@/lib/session/last-academic-year';
import { selfUserQueryOptions } from '@/lib/session/self-user';
import type { Session } from '@/lib/session/session-context';
import { sveAssignmentCountQueryOptions } from '@/lib/session/sve-exam-types-by-user';

/**
 * Loads (or reads from cache) what the shell needs before it renders: the self user, the current
 * academic year and the SVE role extension, and builds the ability from them.
 */
export async function loadSession(queryClient: QueryClient): Promise<Session> {
  prefetchSveForLastYear(queryClient);
  const [user, currentAcademicYear] = await Promise.all([
    queryClient.ensureQueryData(selfUserQueryOptions()),
    queryClient.ensureQueryData(currentAcademicYearQueryOptions()),
  ]);
  rememberAcademicYearId(currentAcademicYear.id);
  // Already in flight when the year is the one guessed: the query client hands back the same request.
  const sveAssignmentCount = await queryClient.ensureQueryData(sveAssignmentCountQueryOptions(currentAcademicYear.id));
  return {
    user,
    currentAcademicYear,
    isHomeroom: isHomeroomTeacher(user),
    ability: buildAbility(withSveExtension(user.permissions, sveAssignmentCount)),
  };
}

/** Asks for the SVE assignments of last session's year now, in parallel with `/me` and the current year. */
function prefetchSveForLastYear(queryClient: QueryClient): void {
  const yearId = lastAcademicYearId();
  // prefetchQuery keeps failures to itself; a wrong guess just costs one unused request.
  if (yearId) void queryClient.prefetchQuery(sveAssignmentCountQueryOptions(yearId));
}
