import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

/** Props of {@link ConflictAlert}. */
export interface ConflictAlertProps {
  /** What was being saved, plural: "remarks", "conduct grades". */
  noun: string;
  reloading: boolean;
  onReload: () => void;
}

/**
 * A 409: another save reached some of these students first. What the teacher typed stays in the grid and
 * the draft; reloading brings the other save in under it, and the next save knowingly replaces it.
 */
export function ConflictAlert({ noun, reloading, onReload }: ConflictAlertProps) {
  return (
    <Alert variant="warning" role="alert">
      <Alert.Heading as="h2" className="h6">
        Someone else saved {noun} of this class after you opened it.
      </Alert.Heading>
      <p className="mb-2">
        Nothing was saved. Your changes are still here and kept as a draft. Reload the saved {noun} to see theirs: your
        changes stay on top, and saving again replaces theirs where you changed a student.
      </p>
      <Button size="sm" variant="outline-dark" onClick={onReload} disabled={reloading}>
        Reload saved {noun}
      </Button>
    </Alert>
  );
}
