import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { ErrorState } from '@/components/query-state';
import type { LeapsEvent } from '@/domain/leaps/responses';

export interface LeapsEventStateProps {
  event: UseQueryResult<LeapsEvent>;
  /** The page's title while the event cannot be shown, above the error. */
  title: string;
  children: (event: LeapsEvent) => ReactNode;
}

/** The event of a `/leaps/{leapsEventId}` page: a loader, the error with Retry under the page's title, or the page. */
export function LeapsEventState({ event, title, children }: LeapsEventStateProps) {
  if (event.isError) {
    return (
      <>
        <PageHeader title={title} />
        <ErrorState
          error={event.error}
          fallbackMessage="The LEAPS event could not be loaded."
          onRetry={() => void event.refetch()}
        />
      </>
    );
  }
  if (!event.data) return <PageLoader label="Loading the LEAPS event…" />;
  return <>{children(event.data)}</>;
}
