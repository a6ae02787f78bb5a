import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { toApiError } from '@/lib/api-error';
import { PageLoader } from '@/components/page-loader';

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
      {/* Dark on the alert's pink: the danger red there is 3.4:1, under WCAG's 4.5:1 for small text. */}
      {onRetry ? (
        <Button variant="outline-dark" size="sm" onClick={onRetry} disabled={retrying}>
          Retry
        </Button>
      ) : null}
    </Alert>
  );
}

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  children?: ReactNode;
}

/** A quiet "nothing here" message. */
export function EmptyState({ children = 'No results' }: EmptyStateProps) {
  return <p className="text-body-secondary text-center py-4 mb-0">{children}</p>;
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
  errorMessage?: string;
  loadingLabel?: string;
}

/** Loading → error (with Retry) → empty → content, the same way on every screen. */
export function QueryState<T>({ query, children, isEmpty, empty, errorMessage, loadingLabel }: QueryStateProps<T>) {
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
  if (isEmpty?.(query.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
