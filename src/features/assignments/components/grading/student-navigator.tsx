import Button from 'react-bootstrap/Button';
import { ChevronLeft, ChevronRight } from 'react-bootstrap-icons';
import type { SubmissionSummary } from '@/features/assignments/api/grading-schemas';

export interface StudentNavigatorProps {
  previous: SubmissionSummary | null;
  next: SubmissionSummary | null;
  position: number;
  count: number;
  onGo: (submission: SubmissionSummary) => void;
}

/** Previous and next student, with where this one stands in the class and the keyboard shortcuts. */
export function StudentNavigator({ previous, next, position, count, onGo }: StudentNavigatorProps) {
  return (
    <nav aria-label="Students" className="student-navigator">
      <div className="d-flex align-items-center gap-2">
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={!previous}
          onClick={() => previous && onGo(previous)}
          aria-keyshortcuts="K"
          title={previous ? `Previous: ${previous.student.fullName}` : undefined}
        >
          <ChevronLeft aria-hidden="true" className="me-1" />
          Previous student
        </Button>
        <span className="small text-body-secondary text-nowrap">
          {count > 0 ? `${position} of ${count}` : null}
        </span>
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={!next}
          onClick={() => next && onGo(next)}
          aria-keyshortcuts="J"
          title={next ? `Next: ${next.student.fullName}` : undefined}
        >
          Next student
          <ChevronRight aria-hidden="true" className="ms-1" />
        </Button>
      </div>
      <p className="small text-body-secondary mb-0 mt-1">
        Shortcuts when not typing: <kbd>J</kbd> next student, <kbd>K</kbd> previous student.
      </p>
    </nav>
  );
}
