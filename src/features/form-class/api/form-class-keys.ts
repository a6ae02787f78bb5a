import type { FormClassKind } from '@/domain/form-class/kinds';
import type { Term } from '@/domain/gradebook/term-score';

/**
 * Every form-class answer lives under `['form-class']`: a save invalidates `all`, so the lists' completion, the
 * completion view and every grid refresh together (and, through the shared `classReports` root its saves name in
 * `meta.invalidates`, the next class report PDF).
 */
export const formClassKeys = {
  all: ['form-class'] as const,
  classes: (params: { academicYearId?: string; term?: Term }) => [...formClassKeys.all, 'classes', params] as const,
  sheet: (kind: FormClassKind, classYearId: string, academicYearId: string, term?: Term) =>
    [...formClassKeys.all, kind, classYearId, academicYearId, ...(term === undefined ? [] : [term])] as const,
  completion: (classYearId: string, academicYearId: string, term: Term) =>
    [...formClassKeys.all, 'completion', classYearId, academicYearId, term] as const,
  remarkBank: () => [...formClassKeys.all, 'remark-bank'] as const,
};
