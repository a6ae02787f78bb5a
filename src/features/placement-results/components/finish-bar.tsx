import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useBulkUpsertPlacementResults } from '@/features/placement-results/api/bulk-upsert-placement-results';
import type { PtResultStatus } from '@/features/placement-results/api/placement-result-schema';
import { FINALIZED_MESSAGE } from '@/features/placement-results/components/bulk-finalize-bar';
import { StatusBadge } from '@/features/placement-results/components/status-badge';
import { StatusSelect } from '@/features/placement-results/components/status-select';
import type { EntryRow } from '@/features/placement-results/components/use-entry-rows';
import { isFullyGraded } from '@/features/placement-results/rules/fully-graded';
import { SETTABLE_STATUSES } from '@/features/placement-results/rules/status';

interface FinishBarProps {
  ticked: readonly EntryRow[];
  onFinished: () => void;
}

const lacksScores = (row: EntryRow) => !row.result || !isFullyGraded(row.result);

/**
 * Final mode's finish action (spec §4): sets the chosen status on the ticked results. It knows which
 * of them lack a test or interview score and says so in the confirmation before finishing them.
 */
export function FinishBar({ ticked, onFinished }: FinishBarProps) {
  const [status, setStatus] = useState<PtResultStatus | ''>('');
  const [confirming, setConfirming] = useState(false);
  const finish = useBulkUpsertPlacementResults(FINALIZED_MESSAGE);
  const incomplete = ticked.filter(lacksScores);

  async function confirm() {
    if (!status) return;
    await finish.mutateAsync(
      ticked.map((row) => ({
        ...(row.resultId ? { id: row.resultId } : {}),
        placementTestScheduleId: row.placementTestScheduleId,
        ptResultStatus: status,
      })),
    );
    setStatus('');
    onFinished();
  }

  return (
    <section className="border rounded bg-body-tertiary p-2 mb-2 d-flex flex-wrap align-items-end gap-3" aria-label="Finish">
      <strong className="align-self-center" aria-live="polite">
        {ticked.length} student(s)
      </strong>
      <div style={{ minWidth: '12rem' }}>
        <StatusSelect
          id="finish-status"
          label="Final status"
          placeholder="Choose a status"
          size="sm"
          statuses={SETTABLE_STATUSES}
          value={status}
          disabled={finish.isPending}
          onChange={setStatus}
        />
      </div>
      {status ? (
        <Button size="sm" onClick={() => setConfirming(true)} disabled={finish.isPending || ticked.length === 0} aria-busy={finish.isPending}>
          Finish
        </Button>
      ) : null}
      <ConfirmDialog
        show={confirming && status !== ''}
        title="Finish placement tests"
        body={
          <>
            <p>
              Set {ticked.length} student(s) to {status ? <StatusBadge status={status} /> : null}?
            </p>
            {incomplete.length > 0 ? (
              <Alert variant="warning" className="mb-0">
                <p className="mb-1">
                  {incomplete.length} of them have no test or interview score yet:
                </p>
                <ul className="mb-0 small">
                  {incomplete.map((row) => (
                    <li key={row.placementTestScheduleId}>{row.studentName}</li>
                  ))}
                </ul>
              </Alert>
            ) : null}
          </>
        }
        confirmLabel={incomplete.length > 0 ? 'Finish anyway' : 'Finish'}
        confirmVariant={incomplete.length > 0 ? 'warning' : 'primary'}
        pending={finish.isPending}
        onConfirm={confirm}
        onHide={() => setConfirming(false)}
      />
    </section>
  );
}
