import type { QueryClient } from '@tanstack/react-query';
import { buildAbility } from '@/lib/ability';
import { findPrincipalScope, isHomeroomTeacher, withSveExtension } from '@/lib/access-rules';
import { getAccessToken } from '@/lib/auth-token';
import { currentAcademicYearQueryOptions } from '@/lib/session/current-academic-year';
import { lastAcademicYearId, rememberAcademicYearId } from '@/lib/session/last-academic-year';
import { myPositionsQueryOptions } from '@/lib/session/my-positions';
import { selfUserQueryOptions } from '@/lib/session/self-user';
import type { Session } from '@/lib/session/session-context';
import { readSessionSnapshot, saveSessionSnapshot, type SessionSnapshot } from '@/lib/session/session-snapshot';
import { sveAssignmentCountQueryOptions } from '@/lib/session/sve-exam-types-by-user';

/**
 * Loads (or reads from cache) what the shell needs before it renders: the self user, the current
 * academic year, the SVE role extension and the positions (whether the user is this year's principal, for
 * principal-only screens), and builds the ability from them. On a reload or a fresh
 * tab the last session's snapshot answers at once and the server is asked beside the screen's own
 * requests; the shell rebuilds the session when an answer differs (use-session-check.ts).
 */
export async function loadSession(queryClient: QueryClient): Promise<Session> {
  if (queryClient.getQueryData(selfUserQueryOptions().queryKey) === undefined) await startFromSnapshot(queryClient);
  prefetchSveForLastYear(queryClient);
  const [user, currentAcademicYear] = await Promise.all([
    queryClient.ensureQueryData(selfUserQueryOptions()),
    queryClient.ensureQueryData(currentAcademicYearQueryOptions()),
  ]);
  rememberAcademicYearId(currentAcademicYear.id);
  // Already in flight when the year is the one guessed: the query client hands back the same request.
  const [sveAssignmentCount, positions] = await Promise.all([
    queryClient.ensureQueryData(sveAssignmentCountQueryOptions(currentAcademicYear.id)),
    queryClient.ensureQueryData(myPositionsQueryOptions()),
  ]);
  keepSnapshot({ user, currentAcademicYear, sveAssignmentCount, positions });
  return {
    user,
    currentAcademicYear,
    sveAssignmentCount,
    isHomeroom: isHomeroomTeacher(user),
    isPrincipal: findPrincipalScope(positions, currentAcademicYear.id) !== null,
    positions,
    ability: buildAbility(withSveExtension(user.permissions, sveAssignmentCount)),
  };
}

/** Asks for the SVE assignments of last session's year now, in parallel with `/me` and the current year. */
function prefetchSveForLastYear(queryClient: QueryClient): void {
  const yearId = lastAcademicYearId();
  // prefetchQuery keeps failures to itself; a wrong guess just costs one unused request.
  if (yearId) void queryClient.prefetchQuery(sveAssignmentCountQueryOptions(yearId));
}

/**
 * Fills the session's queries from the snapshot the last session kept under this token, then asks the
 * server for each again without waiting: the answers replace the cached ones (the same object when
 * nothing changed, by the query client's structural sharing). A 401 ends the session as any request's does;
 * other failures leave the snapshot's answers in place until the next navigation asks again.
 */
async function startFromSnapshot(queryClient: QueryClient): Promise<void> {
  const token = getAccessToken();
  const snapshot = token ? await readSessionSnapshot(token) : null;
  if (!snapshot) return;
  const yearId = snapshot.currentAcademicYear.id;
  queryClient.setQueryData(selfUserQueryOptions().queryKey, snapshot.user);
  queryClient.setQueryData(currentAcademicYearQueryOptions().queryKey, snapshot.currentAcademicYear);
  queryClient.setQueryData(sveAssignmentCountQueryOptions(yearId).queryKey, snapshot.sveAssignmentCount);
  queryClient.setQueryData(myPositionsQueryOptions().queryKey, snapshot.positions);
  // fetchQuery, not refetchQueries: the shell only watches these queries (enabled: false), and a refetch skips those.
  const ignoreFailure = () => undefined;
  void queryClient.fetchQuery({ ...selfUserQueryOptions(), staleTime: 0 }).catch(ignoreFailure);
  void queryClient.fetchQuery({ ...currentAcademicYearQueryOptions(), staleTime: 0 }).catch(ignoreFailure);
  void queryClient.fetchQuery({ ...sveAssignmentCountQueryOptions(yearId), staleTime: 0 }).catch(ignoreFailure);
  void queryClient.fetchQuery({ ...myPositionsQueryOptions(), staleTime: 0 }).catch(ignoreFailure);
}

let lastKept: SessionSnapshot | null = null;

/** Keeps what the session knows for the next reload; written only when an answer changed. */
function keepSnapshot(snapshot: SessionSnapshot): void {
  const token = getAccessToken();
  const unchanged =
    lastKept?.user === snapshot.user &&
    lastKept.currentAcademicYear === snapshot.currentAcademicYear &&
    lastKept.sveAssignmentCount === snapshot.sveAssignmentCount &&
    lastKept.positions === snapshot.positions;
  if (!token || unchanged) return;
  lastKept = snapshot;
  void saveSessionSnapshot(token, snapshot);
}
