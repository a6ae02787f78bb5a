import { paths } from '@/config/paths';
import type { FormClassKind } from '@/domain/form-class/kinds';
import type { Term } from '@/domain/gradebook/term-score';

const GRID_PATHS = {
  remark: paths.remarkClass,
  heightAndWeight: paths.heightAndWeightClass,
  streamingAndPromotion: paths.streamingAndPromotionClass,
  conduct: paths.conductClass,
} as const;

const LIST_PATHS = {
  remark: paths.remark,
  heightAndWeight: paths.heightAndWeight,
  streamingAndPromotion: paths.streamingAndPromotion,
  conduct: paths.conduct,
} as const;

/** The id of a student's row in every form-class grid: a gap link's fragment focuses it. */
export const studentRowId = (studentId: string) => `student-${studentId}`;

/**
 * A class's grid of one kind for a term (`/<kind>/{classYearId}/{academicYearId}?term=<n>`); with a student, the
 * gap link `…#student-<studentId>` that opens the grid on that student's row.
 */
export function gridHref(kind: FormClassKind, classYearId: string, academicYearId: string, term: Term, studentId?: string): string {
  const href = GRID_PATHS[kind].href({ classYearId, academicYearId }, { term: String(term) });
  return studentId ? `${href}#${studentRowId(studentId)}` : href;
}

export const listHref = (kind: FormClassKind, term: Term) => LIST_PATHS[kind].href(undefined, { term: String(term) });

export const completionHref = (classYearId: string, academicYearId: string, term: Term) =>
  paths.formClassCompletion.href({ classYearId, academicYearId }, { term: String(term) });

/** A class's year-end FTP evaluation (a year record: no term). */
export const ftpEvaluationHref = (classYearId: string, academicYearId: string) =>
  paths.ftpEvaluationClass.href({ classYearId, academicYearId });
