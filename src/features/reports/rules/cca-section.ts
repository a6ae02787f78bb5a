import type { ReportStudent } from '@/features/reports/api/get-class-report';
import { MISSING } from '@/features/reports/rules/format';
import type { ReportSection } from '@/features/reports/rules/report-view';
import { PARTICIPATION_GRADE_LABELS } from '@/lib/school-rules/cca';

type Ccas = NonNullable<ReportStudent['semester']>['ccas'];

/**
 * The semester reports' co-curricular activities: each CCA of the student's year with the attendance and the
 * participation grade its teachers recorded; a dash while not graded, so a gap is visible on paper.
 */
export function ccaSection(ccas: Ccas): ReportSection {
  return {
    kind: 'table',
    heading: 'Co-curricular activities',
    columns: [
      { label: 'CCA', weight: 2.4 },
      { label: 'Attendance', numeric: true },
      { label: 'Grade', weight: 1.4 },
    ],
    rows: ccas.map((cca) => [
      cca.name,
      cca.attendance === null ? MISSING : `${cca.attendance}%`,
      cca.grade === null ? MISSING : PARTICIPATION_GRADE_LABELS[cca.grade],
    ]),
    empty: 'No co-curricular activities this year.',
  };
}
