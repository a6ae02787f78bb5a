import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import {
  useBulkUpsertPlacementResults,
  type BulkEntry,
} from '@/features/placement-results/api/bulk-upsert-placement-results';
import type { PtResultStatus } from '@/domain/placement/results';
import { StatusBadge } from '@/features/placement-results/components/status-badge';
import { StatusSelect } from '@/features/placement-results/components/status-select';
import { SETTABLE_STATUSES } from '@/features/placement-results/rules/status';
import { countOf } from '@/domain/school/count-words';

export const FINALIZED_MESSAGE = 'Successfully Finalized Placement Test!';

export interface StatusChangeBarProps {
  /** Names the bar for screen readers. */
  label: string;
  count: number;
  selectId: string;
  selectLabel: string;
  actionLabel: string;
  /** Whether the action is offered once a status is chosen. */
  offered: boolean;
  actionDisabled?: boolean;
  /** Shown after the action, e.g. why it is not offered. */
  notice?: ReactNode;
  confirmTitle: string;
  /** Below "Set {n} students to {status}?" in the confirmation. */
  confirmDetails: ReactNode;
  confirmLabel: string;
  confirmVariant?: 'primary' | 'warning';
  /** What is sent for the chosen status. */
  entries: (status: PtResultStatus) => BulkEntry[];
  /** Called once saved: the status choice is cleared. */
  onDone: () => void;
}

/**
 * The bar that sets one status on chosen results (spec §4): '{n} student(s)', a status to choose, then the action
 * behind a confirmation. A failure keeps the choice and the selection.
 */
export function StatusChangeBar(props: StatusChangeBarProps) {
  const { label, count, offered, actionDisabled = false, confirmVariant = 'primary' } = props;
  const [status, setStatus] = useState<PtResultStatus | ''>('');
  const [confirming, setConfirming] = useState(false);
  const save = useBulkUpsertPlacementResults(FINALIZED_MESSAGE);

  async function confirm() {
    if (!status) return;
    await save.mutateAsync(props.entries(status));
    setStatus('');
    props.onDone();
  }

  return (
    <section className="border rounded bg-body-tertiary p-2 mb-2 d-flex flex-wrap align-items-end gap-3" aria-label={label}>
      <strong className="align-self-center" aria-live="polite">
        {count} student(s)
      </strong>
      <div style={{ minWidth: '12rem' }}>
        <StatusSelect
          id={props.selectId}
          label={props.selectLabel}
          placeholder="Choose a status"
          size="sm"
          statuses={SETTABLE_STATUSES}
          value={status}
          disabled={save.isPending}
          onChange={setStatus}
        />
      </div>
      {status && offered ? (
        <Button size="sm" onClick={() => setConfirming(true)} disabled={save.isPending || actionDisabled} aria-busy={save.isPending}>
          {props.actionLabel}
        </Button>
      ) : null}
      {props.notice}
      <ConfirmDialog
        show={confirming && status !== ''}
        title={props.confirmTitle}
        body={
          <>
            <p>
              Set {countOf(count, 'student', 'students')} to {status ? <StatusBadge status={status} /> : null}?
            </p>
            {props.confirmDetails}
          </>
        }
        confirmLabel={props.confirmLabel}
        confirmVariant={confirmVariant}
        pending={save.isPending}
        onConfirm={confirm}
        onHide={() => setConfirming(false)}
      />
    </section>
  );
}
