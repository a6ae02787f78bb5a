import type { ListParams } from '@/lib/list-query';
import type { Term } from '@/lib/school-rules/term-score';

/** Query keys of the gradebook: subject years (lists) and each subject year's mark sheet per term. */
export const gradebookKeys = {
  all: ['gradebook'] as const,
  subjectYears: () => [...gradebookKeys.all, 'subject-years'] as const,
  subjectYearList: (params: ListParams) => [...gradebookKeys.subjectYears(), 'list', params] as const,
  sheets: () => [...gradebookKeys.all, 'sheet'] as const,
  sheet: (subjectYearId: string, term: Term) => [...gradebookKeys.sheets(), subjectYearId, term] as const,
};
