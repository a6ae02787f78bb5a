import Nav from 'react-bootstrap/Nav';
import { Link } from 'react-router-dom';
import { TERM_NUMBERS, type Term } from '@/domain/gradebook/term-score';

/** Props of {@link TermChooser}. */
export interface TermChooserProps {
  term: Term;
  /** The link of each term (the same screen with `?term=`). */
  hrefFor: (term: Term) => string;
}

/** Terms 1–4 as links, so the chosen term lives in the URL (Back and shared links keep it). */
export function TermChooser({ term, hrefFor }: TermChooserProps) {
  return (
    <Nav variant="pills" as="nav" aria-label="Term" className="mb-3">
      {TERM_NUMBERS.map((option) => (
        <Nav.Item key={option}>
          <Nav.Link
            as={Link}
            to={hrefFor(option)}
            active={option === term}
            aria-current={option === term ? 'page' : undefined}
          >
            Term {option}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
