import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** A titled card that is also a labelled landmark region, so each part of a page can be found by name. */
export function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id} className="mb-3">
      <Card.Header>
        <h2 id={id} className="h5 mb-0">
          {title}
        </h2>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}
