import Alert from 'react-bootstrap/Alert';
import { ConflictNotice } from '@/components/entry-grid/sheet-dialogs';
import type { SaveProblem } from '@/components/entry-grid/use-record-sheet';

/**
 * Why the last save did not go through, above the grid: a 409 offers to load the other person's changes (what was
 * typed here stays on top, to be saved again knowingly); a 422 points at the highlighted values.
 */
export function SaveProblemAlert({ problem, onReload, onClose }: { problem: SaveProblem | null; onReload: () => Promise<unknown>; onClose: () => void }) {
  if (!problem) return null;
  if (problem.kind === 'refused') {
    return (
      <Alert variant="danger" onClose={onClose} dismissible>
        Nothing was saved: {problem.message} The values refused are highlighted in the grid; what you typed is kept.
      </Alert>
    );
  }
  return (
    <ConflictNotice message={`Nothing was saved. ${problem.message}`} actionLabel="Load their changes" onReload={onReload} onDone={onClose} />
  );
}
