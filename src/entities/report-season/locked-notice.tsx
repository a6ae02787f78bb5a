import Alert from 'react-bootstrap/Alert';

/** Above a sheet whose records the principal's sign-off has locked: why nothing can be changed, and until when. */
export function LockedNotice({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <Alert variant="secondary" className="mb-3" role="status">
      <span className="fw-semibold">Locked. </span>
      {message}
    </Alert>
  );
}
