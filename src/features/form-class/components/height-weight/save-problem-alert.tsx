import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { SaveProblem } from './use-grid-save';

/**
 * Why the last save did not go through, above the grid: a 409 offers to load the other person's changes (what was
 * typed here stays on top, to be saved again knowingly); a 422 points at the highlighted values.
 */
export function SaveProblemAlert({ problem, onReload, onClose }: { problem: SaveProblem; onReload: () => Promise<unknown>; onClose: () => void }) {
  const [reloading, setReloading] = useState(false);
  if (!problem) return null;
  if (problem.kind === 'refused') {
    return (
      <Alert variant="danger" onClose={onClose} dismissible>
        Nothing was saved: {problem.message} The values refused are highlighted in the grid; what you typed is kept.
      </Alert>
    );
  }
  return (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2">
      <span className="me-auto">Nothing was saved. {problem.message}</span>
      <Button
        variant="outline-dark"
        size="sm"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void onReload().finally(() => {
            setReloading(false);
            onClose();
          });
        }}
      >
        Load their changes
      </Button>
    </Alert>
  );
}
