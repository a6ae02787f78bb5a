import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useBulkUpsertPlacementResults } from '@/features/placement-results/api/bulk-upsert-placement-results';
import type { ResultListItem } from '@/features/placement-results/api/get-placement-results';
import type { PtResultStatus } from '@/features/placement-results/api/placement-result-schema';
import { StatusBadge } from '@/features/placement-results/components/status-badge';
import { StatusSelect } from '@/features/placement-results/components/status-select';
import { allFullyGraded } from '@/features/placement-results/rules/fully-graded';
import { SETTABLE_STATUSES } from '@/features/placement-results/rules/status';

export const NOT_FULLY_GRADED_MESSAGE = 'Some selected placement test has not been fully graded!';
export const FINALIZED_MESSAGE = 'Successfully Finalized Placement Test!';

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
  const [status, setStatus] = useState<PtResultStatus | ''>('');
  const [confirming, setConfirming] = useState(false);
  const finalize = useBulkUpsertPlacementResults(FINALIZED_MESSAGE);
  const graded = allFullyGraded(selected);
  const count = selected.length;

  async function confirm() {
    if (!status) return;
    await finalize.mutateAsync(selected.map((row) => ({ id: row.id, ptResultStatus: status })));
    setStatus('');
    onFinalized();
  }

  return (
    <section className="border rounded bg-body-tertiary p-2 mb-2 d-flex flex-wrap align-items-end gap-3" aria-label="Bulk finalize">
      <strong className="align-self-center" aria-live="polite">
        {count} student(s)
      </strong>
      <div style={{ minWidth: '12rem' }}>
        <StatusSelect
          id="bulk-status"
          label="Set status to"
          placeholder="Choose a status"
          size="sm"
          statuses={SETTABLE_STATUSES}
          value={status}
          disabled={finalize.isPending}
          onChange={setStatus}
        />
      </div>
      {status && graded ? (
        <Button size="sm" onClick={() => setConfirming(true)} disabled={finalize.isPending} aria-busy={finalize.isPending}>
          Set
        </Button>
      ) : null}
      {!graded ? (
        <Alert variant="warning" className="mb-0 py-1 px-2 small align-self-center">
          {NOT_FULLY_GRADED_MESSAGE}
        </Alert>
      ) : null}
      <ConfirmDialog
        show={confirming && status !== ''}
        title="Finalize placement tests"
        body={
          <>
            <p>
              Set {count} student(s) to {status ? <StatusBadge status={status} /> : null}?
            </p>
            <ul className="mb-0 small" style={{ maxHeight: '12rem', overflowY: 'auto' }}>
              {selected.map((row) => (
                <li key={row.id}>{row.student?.fullName ?? row.studentId}</li>
              ))}
            </ul>
          </>
        }
        confirmLabel="Set"
        pending={finalize.isPending}
        onConfirm={confirm}
        onHide={() => setConfirming(false)}
      />
    </section>
  );
}
