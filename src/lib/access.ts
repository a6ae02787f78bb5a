import type { Action, Subject } from '@/config/permissions';
import type { AppAbility } from '@/lib/ability';

/** One condition a route needs: a permission, or a derived rule. */
export type AccessRequirement = { action: Action; subject: Subject } | { rule: 'homeroom' } | { rule: 'principal' };

export interface AccessContext {
  ability: AppAbility;
  isHomeroom: boolean;
  /** The principal of the current academic year (a position naming "principal", spec §6). */
  isPrincipal: boolean;
}

/** Every requirement must hold; an empty list means "any signed-in user". */
export function isAllowed(requirements: readonly AccessRequirement[], context: AccessContext): boolean {
  return requirements.every((requirement) =>
    'rule' in requirement
      ? requirement.rule === 'homeroom'
        ? context.isHomeroom
        : context.isPrincipal
      : context.ability.can(requirement.action, requirement.subject),
  );
}
