import { AbilityBuilder, createMongoAbility, type MongoAbility } from '@casl/ability';
import type { Action, Permission, Subject } from '@/config/permissions';

export type AppAbility = MongoAbility<[Action, Subject]>;

/** Builds the CASL ability from the backend's action + subject pairs. */
export function buildAbility(permissions: readonly Permission[]): AppAbility {
  const { can, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  for (const { action, subject } of permissions) can(action, subject);
  return build();
}
