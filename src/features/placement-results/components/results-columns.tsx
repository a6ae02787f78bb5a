import type { DataTableColumn } from '@/components/data-table/types';
import type { ResultListItem } from '@/features/placement-results/api/get-placement-results';
import { StatusBadge } from '@/features/placement-results/components/status-badge';
import { STATUS_LABELS } from '@/features/placement-results/rules/status';
import { ADMISSION_STATUS_LABELS, admissionStatusOf, PROGRAMME_TYPE_LABELS } from '@/domain/placement/admissions';

const score = (value: number | null) => (value === null ? null : value.toLocaleString('en-GB'));

/**
 * The ten columns of spec §2 in order; ids are the server's sort keys, remarks are not sortable. The programme
 * carries its type and the status the admission it leads to, in spec §3's words.
 */
export const RESULT_COLUMNS: readonly DataTableColumn<ResultListItem>[] = [
  { id: 'academicYearName', header: 'Academic Year', cell: (row) => row.studentAdmission?.academicYear?.year },
  { id: 'branchName', header: 'Branch', cell: (row) => row.studentAdmission?.branch?.name },
  {
    id: 'masterProgrammeName',
    header: 'Programme',
    cell: (row) => {
      const programme = row.studentAdmission?.masterProgramme;
      if (!programme) return null;
      return (
        <>
          <div>{programme.name}</div>
          <div className="small text-body-secondary">{PROGRAMME_TYPE_LABELS[programme.type]}</div>
        </>
      );
    },
    exportValue: (row) => {
      const programme = row.studentAdmission?.masterProgramme;
      return programme ? `${programme.name} (${PROGRAMME_TYPE_LABELS[programme.type]})` : '';
    },
  },
  { id: 'masterLevelName', header: 'Level', cell: (row) => row.studentAdmission?.masterLevel?.name },
  { id: 'studentFullName', header: 'Student', cell: (row) => row.student?.fullName },
  { id: 'testScore', header: 'Test Score', cell: (row) => score(row.testScore), exportValue: (row) => row.testScore ?? '' },
  { id: 'testNotes', header: 'Test Remark', sortable: false, truncate: '6.5rem', cell: (row) => row.testNotes },
  { id: 'interviewScore', header: 'Interview Score', cell: (row) => score(row.interviewScore), exportValue: (row) => row.interviewScore ?? '' },
  { id: 'interviewNotes', header: 'Interview Remark', sortable: false, truncate: '6.5rem', cell: (row) => row.interviewNotes },
  {
    id: 'ptResultStatus',
    header: 'Status',
    cell: (row) => (
      <>
        {row.ptResultStatus ? <StatusBadge status={row.ptResultStatus} /> : null}
        <div className="small text-body-secondary">Admission: {ADMISSION_STATUS_LABELS[admissionStatusOf(row.ptResultStatus)]}</div>
      </>
    ),
    // The CSV's Status is the result's status alone, as the spec's column is; the admission follows from it.
    exportValue: (row) => (row.ptResultStatus ? STATUS_LABELS[row.ptResultStatus] : ''),
  },
];
