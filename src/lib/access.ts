import type { Action, Subject } from '@/config/permissions';
import type { AppAbility } from '@/lib/ability';

/** One condition a route needs: a permission, or a derived rule. */
export type AccessRequirement = { action: Action; subject: Subject } | { rule: 'homeroom' };

export interface AccessContext {
  ability: AppAbility;
  isHomeroom: boolean;
}

/** Every requirement must hold; an empty list means "any signed-in user". */
export function isAllowed(requirements: readonly AccessRequirement[], context: AccessContext): boolean {
  return requirements.every((requirement) =>
    'rule' in requirement ? context.isHomeroom : context.ability.can(requirement.action, requirement.subject),
  );
}
