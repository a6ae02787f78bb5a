import Button from 'react-bootstrap/Button';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router-dom';
import { isApiClientError, toApiError } from '@/lib/api-error';

/** Describes a failure in one screen; the shell around it keeps working. */
export function RouteErrorPage() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const isChunkError = error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : isChunkError
      ? 'A new version of the portal is available. Reload the page to continue.'
      : isApiClientError(error) || error instanceof Error
        ? toApiError(error).message
        : 'Something went wrong on this page.';
  return (
    <section className="py-4" style={{ maxWidth: 640 }}>
      <h1 className="h3">This page could not be shown</h1>
      {/* Plain alert markup: this page is in the first load, and react-bootstrap's Alert brings its fade transition. */}
      <div className="alert alert-danger">{message}</div>
      <div className="d-flex gap-2">
        <Button onClick={() => (isChunkError ? window.location.reload() : revalidator.revalidate())}>Try again</Button>
        <Button variant="outline-secondary" onClick={() => window.history.back()}>
          Go back
        </Button>
      </div>
    </section>
  );
}
