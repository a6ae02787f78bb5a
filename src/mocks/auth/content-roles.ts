import type { ContentRole } from '../../domain/lesson-content/review';
import type { User } from './schema';
import { DEMO_USER_IDS } from './seed';

/**
 * Content authoring roles (spec §6) of the demo accounts: one each, so nobody approves their own work
 * (docs/decisions/resources.md). Every other staff member writes the content of the subjects they teach.
 */
const DEMO_CONTENT_ROLES: Readonly<Record<string, readonly ContentRole[]>> = {
  [DEMO_USER_IDS.teacher]: ['setter'],
  [DEMO_USER_IDS.homeroom]: ['vetter'],
  [DEMO_USER_IDS.principal]: ['expert'],
  [DEMO_USER_IDS.newcomer]: [],
};

export function contentRolesOf(user: Pick<User, 'id'>): ContentRole[] {
  return [...(DEMO_CONTENT_ROLES[user.id] ?? ['setter'])];
}
