import type { PickUpRequest } from '@/features/release-student/api/pick-up-requests';
import { type CsvColumn, downloadCsv, toCsv } from '@/lib/csv';
import { formatDateTime } from '@/lib/format-date';
import { PICK_UP_STATE_LABELS, type PickUpState } from '@/domain/release-student/release-chain';

const linkAt = (row: PickUpRequest, state: PickUpState) => row.chain.find((link) => link.state === state);

/** One column per link of the chain, so the log reads who did what when without opening the portal. */
const chainColumns = (state: PickUpState): CsvColumn<PickUpRequest>[] => [
  { header: `${PICK_UP_STATE_LABELS[state]} at`, value: (row) => formatDateTime(linkAt(row, state)?.at ?? null) },
  { header: `${PICK_UP_STATE_LABELS[state]} by`, value: (row) => linkAt(row, state)?.byName ?? '' },
];

export const PICK_UP_CSV_COLUMNS: readonly CsvColumn<PickUpRequest>[] = [
  { header: 'Date', value: (row) => row.date },
  { header: 'Pick-up time', value: (row) => row.pickUpTime },
  { header: 'Student', value: (row) => row.student.fullName },
  { header: 'Class', value: (row) => row.classYear.name },
  { header: 'Reason', value: (row) => row.reason },
  { header: 'Collector', value: (row) => row.collectorName },
  { header: 'Relationship', value: (row) => row.relationship },
  { header: 'ID type', value: (row) => row.idType },
  { header: 'ID number', value: (row) => row.idNumber },
  { header: 'State', value: (row) => PICK_UP_STATE_LABELS[row.state] },
  ...(['REQUESTED', 'APPROVED', 'RELEASED', 'REJECTED', 'CANCELLED'] as const).flatMap(chainColumns),
  { header: 'Attendance', value: (row) => row.attendance },
  { header: 'Attendance note', value: (row) => row.attendanceNote ?? '' },
];

export function exportPickUpLog(date: string, rows: readonly PickUpRequest[]): void {
  downloadCsv(`release-log-${date}.csv`, toCsv(rows, PICK_UP_CSV_COLUMNS));
}
