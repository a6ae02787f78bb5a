import { subjectYearKeys } from '@/entities/subject-year/subject-year';
import type { Term } from '@/domain/gradebook/term-score';

/** Each subject year's mark sheet per term, kept under the shared subject-year keys. */
export const gradebookKeys = {
  sheets: () => [...subjectYearKeys.all, 'gradebook'] as const,
  sheet: (subjectYearId: string, term: Term) => [...gradebookKeys.sheets(), subjectYearId, term] as const,
};
