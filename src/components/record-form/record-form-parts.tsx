import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** Says a draft was restored on opening (in the form's own words), with the way back to what is saved. */
export function RestoredDraftNotice({ children, onDiscard }: { children: ReactNode; onDiscard: () => void }) {
  return (
    <Alert variant="info" className="d-flex align-items-center gap-3 flex-wrap">
      <span className="me-auto">{children}</span>
      <Button size="sm" variant="outline-secondary" onClick={onDiscard}>
        Discard draft
      </Button>
    </Alert>
  );
}

/** The form-level problem of `useRecordForm`, above the buttons. */
export function FormProblem({ problem, className = 'mt-3 mb-0' }: { problem: string | null; className?: string }) {
  return problem ? (
    <Alert variant="danger" role="alert" className={className}>
      {problem}
    </Alert>
  ) : null;
}

/** The submit button: disabled with a spinner and "Saving…" while the save runs. */
export function SaveButton({ saving, label, className }: { saving: boolean; label: string; className?: string }) {
  return (
    <Button type="submit" disabled={saving} aria-busy={saving} className={className}>
      {saving ? <Spinner size="sm" aria-hidden="true" className="me-2" /> : null}
      {saving ? 'Saving…' : label}
    </Button>
  );
}
