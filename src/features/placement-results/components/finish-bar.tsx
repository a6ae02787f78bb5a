import Alert from 'react-bootstrap/Alert';
import { StatusChangeBar } from '@/features/placement-results/components/status-change-bar';
import type { EntryRow } from '@/features/placement-results/components/use-entry-rows';
import { isFullyGraded } from '@/features/placement-results/rules/fully-graded';

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
  const incomplete = ticked.filter(lacksScores);
  return (
    <StatusChangeBar
      label="Finish"
      count={ticked.length}
      selectId="finish-status"
      selectLabel="Final status"
      actionLabel="Finish"
      offered
      actionDisabled={ticked.length === 0}
      confirmTitle="Finish placement tests"
      confirmDetails={
        incomplete.length > 0 ? (
          <Alert variant="warning" className="mb-0">
            <p className="mb-1">{incomplete.length} of them have no test or interview score yet:</p>
            <ul className="mb-0 small">
              {incomplete.map((row) => (
                <li key={row.placementTestScheduleId}>{row.studentName}</li>
              ))}
            </ul>
          </Alert>
        ) : null
      }
      confirmLabel={incomplete.length > 0 ? 'Finish anyway' : 'Finish'}
      confirmVariant={incomplete.length > 0 ? 'warning' : 'primary'}
      entries={(status) =>
        ticked.map((row) => ({
          ...(row.resultId ? { id: row.resultId } : {}),
          placementTestScheduleId: row.placementTestScheduleId,
          ptResultStatus: status,
        }))
      }
      onDone={onFinished}
    />
  );
}
