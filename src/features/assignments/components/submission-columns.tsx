import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import type { DataTableColumn } from '@/components/data-table/types';
import { paths } from '@/config/paths';
import type { SubmissionSummary } from '@/features/assignments/api/grading-schemas';
import { hasWork } from '@/domain/lesson-content/issued-work';
import { formatDateTime } from '@/lib/format-date';
import { LateFlag, SubmissionStateBadge } from './submission-state-badge';

/** The score once graded ("7.5 / 10"); nothing before. */
export const scoreText = (row: SubmissionSummary) => (row.score === null ? '' : `${row.score} / ${row.maxScore}`);

/**
 * The students' rows of an assignment; the server sorts by name, hand-in time and score (docs/api.md). With
 * `onWithdraw` (who manages it, while more than one student has it) a student without handed-in or graded work has a
 * Withdraw button; a student with work keeps it, so theirs says nothing.
 */
export function submissionColumns(assignmentId: string, onWithdraw?: (row: SubmissionSummary) => void): readonly DataTableColumn<SubmissionSummary>[] {
  const withdrawColumn: DataTableColumn<SubmissionSummary> = {
    id: 'withdraw',
    header: <span className="visually-hidden">Withdraw</span>,
    cell: (row) =>
      onWithdraw && !hasWork(row) ? (
        <Button size="sm" variant="link" className="p-0" onClick={() => onWithdraw(row)} aria-label={`Withdraw from ${row.student.fullName}`}>
          Withdraw
        </Button>
      ) : null,
    sortable: false,
    exportable: false,
  };
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
    ...(onWithdraw ? [withdrawColumn] : []),
  ];
}
