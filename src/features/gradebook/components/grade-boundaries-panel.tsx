import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { GradeBoundariesRow } from '@/domain/gradebook/responses';
import { GradeBadge } from '@/features/gradebook/components/grade-badge';
import { GradeBoundariesForm } from '@/features/gradebook/components/grade-boundaries-form';
import { bandLabel, gradeBands } from '@/features/gradebook/rules/grade-style';
import type { Term } from '@/domain/gradebook/term-score';

/** Props of {@link GradeBoundariesPanel}. */
export interface GradeBoundariesPanelProps {
  boundaries: GradeBoundariesRow | null;
  term: Term;
  canEdit: boolean;
  /** Fetches the saved boundaries again (after a 409 on saving them). */
  onReload: () => Promise<GradeBoundariesRow | null>;
}

/**
 * The term's grade boundaries, doubling as the colour legend of the grade column; with update
 * permission on student reports they can be edited in place.
 */
export function GradeBoundariesPanel({ boundaries, term, canEdit, onReload }: GradeBoundariesPanelProps) {
  const [editing, setEditing] = useState(false);
  if (!boundaries) {
    return (
      <Alert variant="warning" className="py-2">
        No grade boundaries are set for term {term} of this academic year, so no grades are shown.
      </Alert>
    );
  }
  return (
    <Card as="section" aria-labelledby="grade-boundaries-title" className="mb-3">
      <Card.Body className="py-2">
        <div className="d-flex flex-wrap align-items-center gap-3">
          <h2 id="grade-boundaries-title" className="h6 mb-0">
            Grades for term {boundaries.term} (final score)
          </h2>
          {editing ? null : (
            <ul className="list-inline mb-0 d-flex flex-wrap gap-3" aria-label="Grade legend">
              {gradeBands(boundaries).map((band) => (
                <li key={band.grade} className="list-inline-item m-0 d-flex align-items-center gap-1">
                  <GradeBadge grade={band.grade} />
                  <span>{bandLabel(band)}</span>
                </li>
              ))}
              <li className="list-inline-item m-0 text-body-secondary">– below {boundaries.gradeDMin}: no grade</li>
            </ul>
          )}
          {canEdit && !editing ? (
            <Button variant="outline-secondary" size="sm" className="ms-auto" onClick={() => setEditing(true)}>
              Edit boundaries
            </Button>
          ) : null}
        </div>
        {editing ? <GradeBoundariesForm boundaries={boundaries} onReload={onReload} onDone={() => setEditing(false)} /> : null}
      </Card.Body>
    </Card>
  );
}
