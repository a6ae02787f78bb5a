import type { ListParams } from '@/lib/list-query';
import { createQueryKeys } from '@/lib/query-keys';

/** The badge catalogue; classes and students come from the shared entities (src/entities/). */
export const ebadgeKeys = createQueryKeys('ebadges');

/** A class's awards (all → lists → list(params)); awarding invalidates `ofClass`. */
export const ebadgeAwardKeys = {
  all: ['ebadge-awards'] as const,
  ofClass: (classYearId: string) => [...ebadgeAwardKeys.all, 'list', classYearId] as const,
  list: (classYearId: string, params: ListParams) => [...ebadgeAwardKeys.ofClass(classYearId), params] as const,
};
