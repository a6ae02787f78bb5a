import { createContext, useContext } from 'react';
import type { AppAbility } from '@/lib/ability';
import type { AcademicYear } from '@/lib/session/current-academic-year';
import type { SelfUser } from '@/domain/auth/self-user';
import type { EmployeePosition } from '@/lib/session/my-positions';

/** Everything the shell knows about the signed-in user once the session has loaded. */
export interface Session {
  user: SelfUser;
  ability: AppAbility;
  isHomeroom: boolean;
  /** The principal of the current academic year: the menu and guards of principal-only screens read it. */
  isPrincipal: boolean;
  /** The positions `isPrincipal` was read from, so a changed answer rebuilds the session (use-session-check.ts). */
  positions: readonly EmployeePosition[];
  currentAcademicYear: AcademicYear;
  /** SVE exam types assigned this year (the role extension of spec §4 is "any?"). */
  sveAssignmentCount: number;
}

export const SessionContext = createContext<Session | null>(null);

/** The signed-in session; only valid inside the logged-in shell. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the logged-in shell');
  return session;
}
