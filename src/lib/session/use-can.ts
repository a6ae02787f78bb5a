import type { Action, Subject } from '@/config/permissions';
import { deniedReason } from '@/lib/session/denied-reasons';
import { useSession } from '@/lib/session/session-context';

/** Whether the signed-in user may do an action, and if not, the words that say why. */
export type Can = { allowed: true; reason: null } | { allowed: false; reason: string };

/** Asks the session's CASL ability for `action` on `subject`; a denial carries its reason from one table. */
export function useCan(action: Action, subject: Subject): Can {
  const { ability } = useSession();
  return ability.can(action, subject) ? { allowed: true, reason: null } : { allowed: false, reason: deniedReason(action, subject) };
}
