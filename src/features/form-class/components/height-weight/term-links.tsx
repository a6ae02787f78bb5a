import Nav from 'react-bootstrap/Nav';
import { Link } from 'react-router-dom';
import { TERM_NUMBERS, type Term } from '@/lib/school-rules/term-score';

/** Terms 1–4 as links (`?term=`), so the chosen term lives in the URL and Back and shared links keep it. */
export function TermLinks({ term, hrefFor }: { term: Term; hrefFor: (term: Term) => string }) {
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
