import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { HistoryButton } from '@/components/record-history/history-button';
import type { PickUpRequest } from '@/features/release-student/api/pick-up-requests';
import { PickUpActions } from '@/features/release-student/components/pick-up-actions';
import { PickUpChain } from '@/features/release-student/components/pick-up-chain';
import { PICK_UP_STATE_LABELS, type PickUpAction, type PickUpState } from '@/domain/release-student/release-chain';
import { formatDate } from '@/lib/format-date';

const STATE_BADGES: Readonly<Record<PickUpState, string>> = {
  REQUESTED: 'warning',
  APPROVED: 'info',
  RELEASED: 'success',
  REJECTED: 'danger',
  CANCELLED: 'secondary',
};

interface PickUpTableProps {
  rows: readonly PickUpRequest[];
  /** Students released today by any request, so a second request for them cannot release again. */
  releasedStudents: ReadonlySet<string>;
  canUpdate: boolean;
  mayApprove: (request: PickUpRequest) => boolean;
  busy: boolean;
  onAction: (request: PickUpRequest, action: PickUpAction) => void;
}

export function PickUpTable({ rows, releasedStudents, canUpdate, mayApprove, busy, onAction }: PickUpTableProps) {
  return (
    <Table responsive hover className="align-middle">
      <caption className="visually-hidden">Pick-up requests of the day</caption>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Student</th>
          <th scope="col">Reason</th>
          <th scope="col">Collector</th>
          <th scope="col">State</th>
          <th scope="col">Chain</th>
          <th scope="col">Attendance</th>
          {canUpdate && <th scope="col">Actions</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid={`pick-up-${row.id}`}>
            <td>{row.pickUpTime}</td>
            <th scope="row" className="fw-normal">
              <div className="fw-semibold">{row.student.fullName}</div>
              <div className="small text-body-secondary">{row.classYear.name}</div>
            </th>
            <td>{row.reason}</td>
            <td>
              <div>
                {row.collectorName} ({row.relationship})
              </div>
              <div className="small text-body-secondary">
                {row.idType} {row.idNumber}
              </div>
            </td>
            {/* Beside the state: its history is mostly the state's steps, and the name column wraps long names. */}
            <td className="text-nowrap">
              <Badge
                bg={STATE_BADGES[row.state]}
                text={row.state === 'REQUESTED' || row.state === 'APPROVED' ? 'dark' : undefined}
              >
                {PICK_UP_STATE_LABELS[row.state]}
              </Badge>{' '}
              <HistoryButton recordType="PickUpRequest" recordId={row.id} title={`Pick-up · ${row.student.fullName} · ${formatDate(row.date)}`} />
            </td>
            <td>
              <PickUpChain request={row} />
            </td>
            <td>
              <div>{row.attendance}</div>
              {row.attendanceNote && <div className="small text-body-secondary">{row.attendanceNote}</div>}
            </td>
            {canUpdate && (
              <td>
                <PickUpActions
                  request={row}
                  releasedElsewhere={row.state === 'APPROVED' && releasedStudents.has(row.student.id)}
                  mayApprove={mayApprove(row)}
                  disabled={busy}
                  onAction={(action) => onAction(row, action)}
                />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
