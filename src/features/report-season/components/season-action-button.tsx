import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toApiError } from '@/lib/api-error';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';

export const STALE_SEASON_MESSAGE =
  'Someone changed this season since the board was loaded. Reload the board, then confirm again: what you typed is kept.';

interface Problem {
  message: string;
  stale: boolean;
}

/** A failed write in words: a 409 asks for a reload, a 422 names the field's problem, anything else the server's. */
export function describeFailure(error: unknown, field?: string): Problem {
  const { status, message, fieldErrors } = toApiError(error);
  if (status === 409) return { message: STALE_SEASON_MESSAGE, stale: true };
  return { message: (field && fieldErrors[field]) || message, stale: false };
}

interface SeasonActionButtonProps {
  label: string;
  title: string;
  /** The question, and the fields it needs. */
  body: ReactNode;
  confirmLabel: string;
  variant?: ButtonProps['variant'];
  /** A problem the form finds before sending (a missing reason), or null. */
  check?: () => string | null;
  send: () => Promise<unknown>;
  /** The 422 field whose message the dialog shows. */
  field?: string;
  /** Reloads the board after a 409, so the next try carries the new version. */
  onReload: () => Promise<unknown>;
  disabled?: boolean;
  disabledReason?: string;
}

/** One of the season's actions: a button, its confirm dialog, and the failure shown in the dialog, not as a toast. */
export function SeasonActionButton({
  label,
  title,
  body,
  confirmLabel,
  variant = 'primary',
  check,
  send,
  field,
  onReload,
  disabled = false,
  disabledReason,
}: SeasonActionButtonProps) {
  const [show, setShow] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [reloading, setReloading] = useState(false);

  async function confirm() {
    const found = check?.() ?? null;
    if (found) {
      setProblem({ message: found, stale: false });
      throw new Error(found);
    }
    setProblem(null);
    try {
      await send();
    } catch (error) {
      if (!isMutationInFlight(error)) setProblem(describeFailure(error, field));
      throw error;
    }
  }

  async function reload() {
    setReloading(true);
    try {
      await onReload();
      setProblem(null);
    } finally {
      setReloading(false);
    }
  }

  return (
    <>
      <Button variant={variant} onClick={() => setShow(true)} disabled={disabled} title={disabled ? disabledReason : undefined}>
        {label}
      </Button>
      <ConfirmDialog
        show={show}
        title={title}
        confirmLabel={confirmLabel}
        pending={reloading}
        onHide={() => {
          setShow(false);
          setProblem(null);
        }}
        onConfirm={confirm}
        body={
          <>
            {body}
            {problem ? (
              <Alert variant={problem.stale ? 'warning' : 'danger'} className="mt-3 mb-0">
                <span role="alert">{problem.message}</span>
                {problem.stale ? (
                  <div className="mt-2">
                    <Button size="sm" variant="outline-secondary" onClick={() => void reload()} disabled={reloading}>
                      Reload the board
                    </Button>
                  </div>
                ) : null}
              </Alert>
            ) : null}
          </>
        }
      />
    </>
  );
}
