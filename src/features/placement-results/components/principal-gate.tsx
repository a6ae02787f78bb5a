import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { ErrorState } from '@/components/query-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import type { PrincipalScope } from '@/lib/access-rules';
import { usePrincipalScope } from '@/lib/session/my-positions';

export const NOT_PRINCIPAL_MESSAGE =
  "You're not authorized to edit this page because you're not the current academic year's principal.";

/**
 * Placement screens are for the principal of the current academic year only (spec §6): a loading
 * indicator while positions load; anyone else gets the screen's title (so the page still has its
 * heading) and the spec's sentence, nothing more. The principal's screen renders its own header.
 */
export function PrincipalGate({ title, children }: { title: string; children: (scope: PrincipalScope) => ReactNode }) {
  const { isLoading, isError, scope } = usePrincipalScope();
  if (isLoading) return <PageLoader />;
  if (isError) return <ErrorState error={null} fallbackMessage="Could not load your positions. Please reload the page." />;
  if (!scope) {
    return (
      <>
        <PageHeader title={title} />
        <Alert variant="warning">{NOT_PRINCIPAL_MESSAGE}</Alert>
      </>
    );
  }
  return <>{children(scope)}</>;
}
