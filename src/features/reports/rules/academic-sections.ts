import type { ReportStudent } from '@/features/reports/api/get-class-report';
import { formatNumber, MISSING } from '@/features/reports/rules/format';
import { INCOMPLETE_MARK, type ReportCell, type ReportColumn, type ReportSection } from '@/features/reports/rules/report-view';
import { ordinal } from '@/domain/reports/ordinal';
import { INCOMPLETE_SCORE_NOTE } from '@/domain/gradebook/term-score';

type Section<K extends keyof ReportStudent> = NonNullable<ReportStudent[K]>;

const dash = (text: string | null | undefined) => (text ? text : MISSING);

/** A score, flagged when it counts a blank mark as 0; a missing score is a dash either way. */
function scoreCell(value: number | null | undefined, incomplete: boolean): ReportCell {
  const text = formatNumber(value);
  return incomplete && text !== MISSING ? { text, incomplete: true } : text;
}

/** The incomplete marker's legend, for a section that prints the marker. */
function noteFor(cells: readonly ReportCell[]): { note: string } | Record<string, never> {
  return cells.some((cell) => typeof cell !== 'string') ? { note: `${INCOMPLETE_MARK} ${INCOMPLETE_SCORE_NOTE}` } : {};
}

/** Term progress: each subject's assessment scores, term score and grade. */
export function termProgressSections(progress: Section<'termProgress'>): ReportSection[] {
  // Subjects may use different assessment types; one column per type, in first-seen order.
  const assessmentColumns: { typeCode: string; name: string }[] = [];
  for (const subject of progress.subjects) {
    for (const assessment of subject.assessments) {
      if (!assessmentColumns.some((column) => column.typeCode === assessment.typeCode)) {
        assessmentColumns.push({
          typeCode: assessment.typeCode,
          name: assessment.name,
        });
      }
    }
  }
  const columns: ReportColumn[] = [
    { label: 'Subject', weight: 2.2 },
    ...assessmentColumns.map((column) => ({
      label: `${column.name} (${column.typeCode})`,
      numeric: true,
      weight: 1.3,
    })),
    { label: 'Term score', numeric: true },
    { label: 'Grade', numeric: true, weight: 0.7 },
  ];
  const rows = progress.subjects.map((subject) => [
    subject.subjectName,
    ...assessmentColumns.map((column) => {
      const assessment = subject.assessments.find((candidate) => candidate.typeCode === column.typeCode);
      return assessment ? `${formatNumber(assessment.score)} / ${formatNumber(assessment.maxScore)}` : MISSING;
    }),
    subject.finalScore === null
      ? scoreCell(subject.score, subject.scoreIncomplete)
      : scoreCell(subject.finalScore, subject.finalScoreIncomplete),
    dash(subject.grade),
  ]);
  return [
    {
      kind: 'table',
      heading: 'Academic results',
      columns,
      rows,
      empty: 'No subjects recorded.',
      ...noteFor(rows.flat()),
    },
  ];
}

/** Semester: term scores per subject, final score, grade, then the overall average and class position. */
export function semesterSections(semester: Section<'semester'>): ReportSection[] {
  const terms = [...new Set(semester.subjects.flatMap((subject) => subject.termScores.map((score) => score.term)))].sort();
  const columns: ReportColumn[] = [
    { label: 'Subject', weight: 2.2 },
    ...terms.map((term) => ({ label: `Term ${term}`, numeric: true })),
    { label: 'Final score', numeric: true },
    { label: 'Grade', numeric: true, weight: 0.7 },
  ];
  const rows = semester.subjects.map((subject) => [
    subject.subjectName,
    // Each term's own score (the sum of its two marks): in the semester's second term the final
    // score already averages in the first, so showing it there would repeat the final column.
    ...terms.map((term) => {
      const termScore = subject.termScores.find((score) => score.term === term);
      return scoreCell(termScore?.score, termScore?.scoreIncomplete ?? false);
    }),
    scoreCell(subject.finalScore, subject.finalScoreIncomplete),
    dash(subject.grade),
  ]);
  // The average takes in every subject's final score, so one incomplete subject makes it incomplete;
  // the results table above then already prints the marker's legend.
  const average = scoreCell(
    semester.overallAverage,
    semester.subjects.some((subject) => subject.finalScore !== null && subject.finalScoreIncomplete),
  );
  const position = semester.classPosition === null ? MISSING : `${ordinal(semester.classPosition)} of ${semester.classSize}`;
  return [
    {
      kind: 'table',
      heading: 'Academic results',
      columns,
      rows,
      empty: 'No subjects recorded.',
      ...noteFor(rows.flat()),
    },
    {
      kind: 'fields',
      heading: 'Overall',
      fields: [
        { label: 'Overall average', value: average },
        { label: 'Class position', value: position },
      ],
      // Part of a line: the semester report sets height and weight, then the CCAs, beside it.
      share: 0.28,
    },
  ];
}
