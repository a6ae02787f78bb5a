import Nav from 'react-bootstrap/Nav';
import { Link } from 'react-router-dom';
import { TERM_NUMBERS, type Term } from '@/domain/gradebook/term-score';

/** Props of {@link TermTabs}. */
export interface TermTabsProps {
  term: Term;
  /** The same screen with `?term=`, so the chosen term lives in the URL (Back and shared links keep it). */
  hrefFor: (term: Term) => string;
}

/** Terms 1–4 as links. */
export function TermTabs({ term, hrefFor }: TermTabsProps) {
  return (
    <Nav variant="pills" as="nav" aria-label="Term" className="mb-3">
      {TERM_NUMBERS.map((option) => (
        <Nav.Item key={option}>
          <Nav.Link as={Link} to={hrefFor(option)} active={option === term} aria-current={option === term ? 'page' : undefined}>
            Term {option}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
