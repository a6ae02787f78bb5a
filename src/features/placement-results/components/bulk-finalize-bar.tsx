import Alert from 'react-bootstrap/Alert';
import type { ResultListItem } from '@/features/placement-results/api/get-placement-results';
import { StatusChangeBar } from '@/features/placement-results/components/status-change-bar';
import { allFullyGraded } from '@/features/placement-results/rules/fully-graded';

export const NOT_FULLY_GRADED_MESSAGE = 'Some selected placement test has not been fully graded!';

interface BulkFinalizeBarProps {
  selected: readonly ResultListItem[];
  /** Called after a successful finalize: the list refreshes and the selection is cleared. */
  onFinalized: () => void;
}

/**
 * Bulk finalize (spec §4, §5): '{n} student(s)', a status to choose, then Set — offered only when
 * every selected result is fully graded — behind a confirmation. A failure keeps the selection.
 */
export function BulkFinalizeBar({ selected, onFinalized }: BulkFinalizeBarProps) {
  const graded = allFullyGraded(selected);
  return (
    <StatusChangeBar
      label="Bulk finalize"
      count={selected.length}
      selectId="bulk-status"
      selectLabel="Set status to"
      actionLabel="Set"
      offered={graded}
      notice={
        graded ? null : (
          <Alert variant="warning" className="mb-0 py-1 px-2 small align-self-center">
            {NOT_FULLY_GRADED_MESSAGE}
          </Alert>
        )
      }
      confirmTitle="Finalize placement tests"
      confirmDetails={
        <ul className="mb-0 small" style={{ maxHeight: '12rem', overflowY: 'auto' }}>
          {selected.map((row) => (
            <li key={row.id}>{row.student?.fullName ?? row.studentId}</li>
          ))}
        </ul>
      }
      confirmLabel="Set"
      entries={(status) => selected.map((row) => ({ id: row.id, ptResultStatus: status }))}
      onDone={onFinalized}
    />
  );
}
