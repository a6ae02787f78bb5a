import type { ReportStudent } from '@/features/reports/api/get-class-report';
import { formatDate, MISSING } from '@/features/reports/rules/format';
import type { ReportSection } from '@/features/reports/rules/report-view';
import {
  attendanceSection,
  conductSection,
  measuresSection,
  remarkSection,
} from '@/features/reports/rules/term-record-sections';
import { LEAPS_DOMAIN_LABELS, leapsLevelLabel } from '@/domain/leaps/leaps';
import { OBSERVATION_LEVEL_LABELS } from '@/domain/school/enums';

type Section<K extends keyof ReportStudent> = NonNullable<ReportStudent[K]>;

const dash = (text: string | null | undefined) => (text ? text : MISSING);

/** FTP: the form teacher's remark, conduct, attendance, height and weight. */
export function ftpSections(ftp: Section<'ftp'>): ReportSection[] {
  return [remarkSection(ftp.remark), conductSection(ftp.conduct), attendanceSection(ftp.attendance), measuresSection(ftp)];
}

/** FTP evaluation: the observation level reached in each area (a dash where none is given yet), and the promotion outcome. */
export function ftpEvaluationSections(evaluation: Section<'ftpEvaluation'>): ReportSection[] {
  return [
    {
      kind: 'table',
      heading: 'Observations',
      columns: [
        { label: 'Area', weight: 3 },
        { label: 'Level', weight: 1.6 },
      ],
      rows: evaluation.items.map((item) => [item.area, item.level ? OBSERVATION_LEVEL_LABELS[item.level] : MISSING]),
      empty: 'No observations recorded.',
    },
    {
      kind: 'fields',
      heading: 'Promotion',
      fields: [
        {
          label: 'Promotion outcome',
          value: dash(evaluation.promotionOutcome),
        },
      ],
    },
  ];
}

/** LEAPS: the level in each domain, the overall attainment and the events behind them. */
export function leapsSections(leaps: Section<'leaps'>): ReportSection[] {
  return [
    {
      kind: 'fields',
      heading: 'LEAPS attainment',
      fields: [
        { label: 'Participation', value: `Level ${leaps.participation}` },
        { label: 'Achievement', value: `Level ${leaps.achievement}` },
        { label: 'Leadership', value: `Level ${leaps.leadership}` },
        { label: 'Service', value: `Level ${leaps.service}` },
        { label: 'Overall attainment', value: dash(leaps.overallAttainment) },
      ],
    },
    {
      kind: 'table',
      heading: 'Events',
      columns: [
        { label: 'Event', weight: 2.2 },
        { label: 'Domain', weight: 1.3 },
        { label: 'Level', weight: 1.3 },
        { label: 'Date', weight: 1.2 },
      ],
      rows: leaps.events.map((event) => [event.name, LEAPS_DOMAIN_LABELS[event.domain], leapsLevelLabel(event.domain, event.level), formatDate(event.date)]),
      empty: 'No LEAPS events recorded.',
    },
  ];
}
