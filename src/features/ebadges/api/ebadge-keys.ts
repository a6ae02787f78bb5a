import type { ListParams } from '@/lib/list-query';

/** Query keys of the e-badges feature (all → lists → list → details → detail). */
export const ebadgeKeys = {
  all: ['ebadges'] as const,
  badges: () => [...ebadgeKeys.all, 'badges'] as const,
  classes: (params: ListParams) => [...ebadgeKeys.all, 'classes', params] as const,
  class: (classYearId: string) => [...ebadgeKeys.all, 'class', classYearId] as const,
  students: (classYearId: string, params: ListParams) => [...ebadgeKeys.class(classYearId), 'students', params] as const,
  awards: (classYearId: string) => [...ebadgeKeys.class(classYearId), 'awards'] as const,
  awardList: (classYearId: string, params: ListParams) => [...ebadgeKeys.awards(classYearId), params] as const,
};
