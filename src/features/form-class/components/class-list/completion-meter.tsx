import Badge from 'react-bootstrap/Badge';
import type { KindCompletion } from '@/domain/form-class/completion';

/** "27 of 30 complete" with a thin bar (decoration: the words carry the figure) and a badge of what is left. */
export function CompletionMeter({ complete, total }: KindCompletion) {
  const share = total === 0 ? 1 : complete / total;
  const missing = total - complete;
  return (
    <div className="d-flex align-items-center gap-2 flex-wrap">
      <div className="progress flex-grow-1" style={{ height: 6, minWidth: '6rem', maxWidth: '10rem' }} aria-hidden="true">
        <div className={`progress-bar ${missing === 0 ? 'bg-success' : 'bg-warning'}`} style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      <span className="text-nowrap">
        {complete} of {total} complete
      </span>
      {missing === 0 ? (
        <Badge bg="success">All done</Badge>
      ) : (
        <Badge bg="warning" text="dark">
          {missing} missing
        </Badge>
      )}
    </div>
  );
}
