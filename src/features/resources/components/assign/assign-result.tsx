import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { studentsText } from '@/features/resources/components/assign/students-text';

/** What POST /assignments answered, with the title the teacher picked. */
export interface IssuedResult {
  id: string;
  title: string;
  studentsCount: number;
}

/**
 * Says what was assigned and links to it on /assignments (searched by its title, as the list has no
 * page per entry yet); stays until dismissed so the teacher can assign the next piece of work.
 */
export function AssignResult({ result, onDismiss }: { result: IssuedResult; onDismiss: () => void }) {
  return (
    <Alert variant="success" dismissible onClose={onDismiss} closeLabel="Dismiss" className="assign-form">
      Assigned <strong>{result.title}</strong> to {studentsText(result.studentsCount)}.{' '}
      <Link to={paths.assignments.href(undefined, { title: result.title })} className="alert-link">
        See it on Assignments
      </Link>
    </Alert>
  );
}
