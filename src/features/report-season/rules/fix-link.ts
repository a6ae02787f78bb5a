import { paths } from '@/config/paths';
import type { FixedSection } from '@/domain/report-season/responses';

/** What a fix link needs to know besides the cell: the class, its academic year and the board's term. */
export interface FixLinkContext {
  classYearId: string;
  academicYearId: string;
  term: number;
  studentId: string;
}

const formClassSheets = {
  remark: paths.remarkClass,
  conduct: paths.conductClass,
  heightWeight: paths.heightAndWeightClass,
  promotion: paths.streamingAndPromotionClass,
} as const;

function isFormClassSheet(key: string): key is keyof typeof formClassSheets {
  return Object.hasOwn(formClassSheets, key);
}

/**
 * Where an incomplete cell is fixed: the subject's mark sheet on the pupil's row and term, the form-class sheet
 * scrolled to the pupil (`#student-<id>`, which the sheets honour), the pupil's page for attendance, the CCA and
 * LEAPS screens. Null for a section this portal does not know (a newer backend's), which the board shows unlinked.
 */
export function fixLinkFor(sectionKey: string, { classYearId, academicYearId, term, studentId }: FixLinkContext): string | null {
  if (sectionKey.startsWith('subject:')) {
    const subjectYearId = sectionKey.slice('subject:'.length);
    if (!subjectYearId) return null;
    return paths.gradebookSubject.href({ subjectYearId }, { term: String(term), student: studentId });
  }
  if (isFormClassSheet(sectionKey)) {
    const sheet = formClassSheets[sectionKey];
    return `${sheet.href({ classYearId, academicYearId }, { term: String(term) })}#student-${encodeURIComponent(studentId)}`;
  }
  const others: Partial<Record<FixedSection, string>> = {
    attendance: paths.classroomStudent.href({ classYearId, studentId }),
    cca: paths.ccaYears.href(),
    leaps: paths.leaps.href(),
  };
  return Object.hasOwn(others, sectionKey) ? (others[sectionKey as FixedSection] ?? null) : null;
}
