import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

/** Props of {@link FtpConflictAlert}. */
export interface FtpConflictAlertProps {
  /** The students someone else saved first, by name. */
  names: readonly string[];
  busy: boolean;
  onKeepMine: () => void;
  onLoadTheirs: () => void;
}

/**
 * A 409: another save reached some of these students first. Nothing was saved and every typed level is still
 * on screen; the teacher chooses whose levels those students keep.
 */
export function FtpConflictAlert({ names, busy, onKeepMine, onLoadTheirs }: FtpConflictAlertProps) {
  return (
    <Alert variant="warning" role="alert">
      <Alert.Heading as="h2" className="h6">
        Someone else saved the FTP evaluation of {names.length === 0 ? 'some students' : names.join(', ')} after you
        opened it.
      </Alert.Heading>
      <p className="mb-2">
        Nothing was saved and your levels are still here. Keep yours and save them over theirs, or load theirs for
        those students (your other changes stay).
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Button size="sm" variant="warning" onClick={onKeepMine} disabled={busy}>
          Keep mine and save again
        </Button>
        <Button size="sm" variant="outline-dark" onClick={onLoadTheirs} disabled={busy}>
          Load theirs
        </Button>
      </div>
    </Alert>
  );
}
