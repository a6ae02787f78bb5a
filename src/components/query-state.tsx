import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { toApiError } from '@/lib/api-error';
import { PageLoader } from '@/components/page-loader';
import '@/components/ui.css';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** The failure; its message is derived with toApiError (server message first). */
  error: unknown;
  /** Used when the error carries no message. */
  fallbackMessage?: string;
  /** Shows a Retry button. */
  onRetry?: () => void;
  /** The retry is running; the button is disabled so it fires once. */
  retrying?: boolean;
}

/** An error message with an optional Retry button, announced to screen readers. */
export function ErrorState({ error, fallbackMessage, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span role="alert">{toApiError(error, fallbackMessage).message}</span>
      {/* The secondary button is dark text on white: the danger red on the alert's pink would be 3.4:1. */}
      {onRetry ? (
        <Button variant="outline-secondary" size="sm" onClick={onRetry} disabled={retrying}>
          Retry
        </Button>
      ) : null}
    </Alert>
  );
}

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Why there is nothing: "No lessons yet." or "No subject matches your search." */
  children?: ReactNode;
  /** What will appear here, and how it gets here. */
  hint?: ReactNode;
  /** The next step, as a button or link, when the user can take one. */
  action?: ReactNode;
}

/** Nothing here yet: why, what will appear, and the next step (docs/design.md). */
export function EmptyState({ children = 'No results', hint, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <p className="empty-state-title">{children}</p>
      {hint ? <p className="empty-state-hint">{hint}</p> : null}
      {action ? <div className="empty-state-action">{action}</div> : null}
    </div>
  );
}

/** The subset of a react-query result that {@link QueryState} needs. */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isRefetching?: boolean;
  refetch: () => unknown;
}

/** Props of {@link QueryState}. */
export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Rendered once data is there. */
  children: (data: T) => ReactNode;
  /** Decides whether loaded data counts as empty. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** What will appear once there is something, under `empty`. */
  emptyHint?: ReactNode;
  /** The next step when empty (a button or link). */
  emptyAction?: ReactNode;
  errorMessage?: string;
  loadingLabel?: string;
}

/** Loading → error (with Retry) → empty → content, the same way on every screen. */
export function QueryState<T>({ query, children, isEmpty, empty, emptyHint, emptyAction, errorMessage, loadingLabel }: QueryStateProps<T>) {
  if (query.isPending) return <PageLoader label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    return (
      <ErrorState
        error={query.error}
        fallbackMessage={errorMessage}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  if (isEmpty?.(query.data)) {
    return (
      <EmptyState hint={emptyHint} action={emptyAction}>
        {empty}
      </EmptyState>
    );
  }
  return <>{children(query.data)}</>;
}
