import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router-dom';
import { currentAcademicYearQueryOptions } from '@/lib/session/current-academic-year';
import { myPositionsQueryOptions } from '@/lib/session/my-positions';
import { selfUserQueryOptions } from '@/lib/session/self-user';
import type { Session } from '@/lib/session/session-context';
import { sveAssignmentCountQueryOptions } from '@/lib/session/sve-exam-types-by-user';

/**
 * Rebuilds the session when the server's answers differ from the ones it was built from: a shell started from
 * the last session's snapshot (load-session.ts) asks `/me`, the year, the SVE count and the positions again in the
 * background, and a changed permission, name or year must reach the menu and the guards at once. The query
 * client keeps the same object when an answer did not change, so only a real change re-runs the loaders.
 */
export function useSessionCheck(session: Session): void {
  // Watching only: the loaders ask the server. A watcher that fetched would ask again, without a token, right after a
  // logout cleared the cache under the still-mounted shell (three 401s on every logout).
  const user = useQuery({ ...selfUserQueryOptions(), enabled: false }).data;
  const year = useQuery({ ...currentAcademicYearQueryOptions(), enabled: false }).data;
  const sve = useQuery({ ...sveAssignmentCountQueryOptions(session.currentAcademicYear.id), enabled: false }).data;
  const positions = useQuery({ ...myPositionsQueryOptions(), enabled: false }).data;
  const revalidator = useRevalidator();
  const changed =
    (user !== undefined && user !== session.user) ||
    (year !== undefined && year !== session.currentAcademicYear) ||
    (sve !== undefined && sve !== session.sveAssignmentCount) ||
    (positions !== undefined && positions !== session.positions);
  useEffect(() => {
    if (changed && revalidator.state === 'idle') void revalidator.revalidate();
  }, [changed, revalidator]);
}
