import type { DataTableColumn } from '@/components/data-table/types';
import type { ResultListItem } from '@/features/placement-results/api/get-placement-results';
import { StatusBadge } from '@/features/placement-results/components/status-badge';
import { STATUS_LABELS } from '@/features/placement-results/rules/status';

const score = (value: number | null) => (value === null ? null : value.toLocaleString('en-GB'));

/** The ten columns of spec §2 in order; ids are the server's sort keys, remarks are not sortable. */
export const RESULT_COLUMNS: readonly DataTableColumn<ResultListItem>[] = [
  { id: 'academicYearName', header: 'Academic Year', cell: (row) => row.studentAdmission?.academicYear?.year },
  { id: 'branchName', header: 'Branch', cell: (row) => row.studentAdmission?.branch?.name },
  { id: 'masterProgrammeName', header: 'Programme', cell: (row) => row.studentAdmission?.masterProgramme?.name },
  { id: 'masterLevelName', header: 'Level', cell: (row) => row.studentAdmission?.masterLevel?.name },
  { id: 'studentFullName', header: 'Student', cell: (row) => row.student?.fullName },
  { id: 'testScore', header: 'Test Score', cell: (row) => score(row.testScore), exportValue: (row) => row.testScore ?? '' },
  { id: 'testNotes', header: 'Test Remark', sortable: false, truncate: '6.5rem', cell: (row) => row.testNotes },
  { id: 'interviewScore', header: 'Interview Score', cell: (row) => score(row.interviewScore), exportValue: (row) => row.interviewScore ?? '' },
  { id: 'interviewNotes', header: 'Interview Remark', sortable: false, truncate: '6.5rem', cell: (row) => row.interviewNotes },
  {
    id: 'ptResultStatus',
    header: 'Status',
    cell: (row) => (row.ptResultStatus ? <StatusBadge status={row.ptResultStatus} /> : null),
    exportValue: (row) => (row.ptResultStatus ? STATUS_LABELS[row.ptResultStatus] : ''),
  },
];
