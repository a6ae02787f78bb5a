import Nav from 'react-bootstrap/Nav';
import { Link, useSearchParams } from 'react-router-dom';
import { RESULT_TYPE_LABELS, RESULT_TYPES, type ResultType } from '@/features/placement-results/rules/result-types';

/** Switches between the result types while keeping the chosen filters (the page starts again at 0). */
export function ResultTypeNav({ current }: { current: ResultType }) {
  const [params] = useSearchParams();
  const hrefFor = (resultType: ResultType) => {
    const next = new URLSearchParams(params);
    next.set('resultType', resultType);
    next.delete('page');
    return `?${next.toString()}`;
  };
  return (
    <Nav variant="pills" className="mb-3 flex-wrap" aria-label="Result type">
      {RESULT_TYPES.map((resultType) => (
        <Nav.Item key={resultType}>
          <Nav.Link as={Link} to={hrefFor(resultType)} active={resultType === current} aria-current={resultType === current ? 'page' : undefined}>
            {RESULT_TYPE_LABELS[resultType]}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
