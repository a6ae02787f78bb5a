import type { ReportStudent } from '@/features/reports/api/get-class-report';
import { MISSING } from '@/features/reports/rules/format';
import type { ReportSection } from '@/features/reports/rules/report-view';
import { PARTICIPATION_GRADE_LABELS } from '@/domain/cca/cca';

type Ccas = NonNullable<ReportStudent['semester']>['ccas'];

/**
 * The semester reports' co-curricular activities: each CCA of the student's year, its attendance beside its name and
 * the participation grade its teachers gave as the value; a dash while not recorded, so a gap is visible on paper.
 * Fields rather than a table: two CCAs then take one line beside the overall result and height and weight, which
 * keeps the report on one page with the longest remark (docs/decisions/reports.md).
 */
export function ccaSection(ccas: Ccas): ReportSection {
  return {
    kind: 'fields',
    heading: 'Co-curricular activities',
    fields:
      ccas.length === 0
        ? [{ label: 'This year', value: 'None' }]
        : ccas.map((cca) => ({
            label: `${cca.name} · attendance ${cca.attendance === null ? MISSING : `${cca.attendance}%`}`,
            value: cca.grade === null ? MISSING : PARTICIPATION_GRADE_LABELS[cca.grade],
          })),
    share: 0.48,
  };
}
