import { useSession } from '@/lib/session/session-context';
import { useCan } from '@/lib/session/use-can';
import type { ContentRole } from '@/domain/lesson-content/review';

/** The signed-in user's content roles (spec §6) and whether they may write lesson content. */
export function useContentRoles(): { roles: readonly ContentRole[]; isSetter: boolean; isReviewer: boolean } {
  const { user } = useSession();
  const mayBuild = useCan('update', 'LessonBuilder').allowed;
  const roles = user.contentRoles;
  return {
    roles,
    isSetter: roles.includes('setter') && mayBuild,
    isReviewer: roles.includes('vetter') || roles.includes('expert'),
  };
}
