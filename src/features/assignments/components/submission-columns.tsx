import { Link } from 'react-router-dom';
import type { DataTableColumn } from '@/components/data-table/types';
import { paths } from '@/config/paths';
import type { SubmissionSummary } from '@/features/assignments/api/grading-schemas';
import { formatDateTime } from '@/lib/format-date';
import { LateFlag, SubmissionStateBadge } from './submission-state-badge';

/** The score once graded ("7.5 / 10"); nothing before. */
export const scoreText = (row: SubmissionSummary) => (row.score === null ? '' : `${row.score} / ${row.maxScore}`);

/** The students' rows of an assignment; the server sorts by name, hand-in time and score (docs/api.md). */
export function submissionColumns(assignmentId: string): readonly DataTableColumn<SubmissionSummary>[] {
  return [
    {
      id: 'fullName',
      header: 'Student',
      cell: (row) => (
        <Link to={paths.studentSubmission.href({ assignmentId, studentAssignmentId: row.id })}>{row.student.fullName}</Link>
      ),
      exportValue: (row) => row.student.fullName,
      truncate: '14rem',
    },
    {
      id: 'state',
      header: 'State',
      cell: (row) => <SubmissionStateBadge state={row.state} />,
      exportValue: (row) => row.state,
      sortable: false,
    },
    {
      id: 'late',
      header: 'Late',
      cell: (row) => <LateFlag late={row.late} />,
      exportValue: (row) => (row.late ? 'Late' : ''),
      sortable: false,
    },
    {
      id: 'submittedAt',
      header: 'Submitted at',
      cell: (row) => (row.submittedAt ? formatDateTime(row.submittedAt) : ''),
      exportValue: (row) => row.submittedAt ?? '',
      truncate: false,
    },
    { id: 'score', header: 'Score', cell: scoreText, className: 'text-end' },
  ];
}
