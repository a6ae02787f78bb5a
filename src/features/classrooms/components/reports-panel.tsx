import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { REPORT_TYPE_LABELS, reportTypesForTerm } from '@/domain/reports/report-types';
import { TERM_NUMBERS } from '@/domain/gradebook/term-score';
import { usePrincipalScope } from '@/lib/session/my-positions';
import { useSession } from '@/lib/session/session-context';
import { useCan } from '@/lib/session/use-can';

/** For each term, the report types it offers (spec §9), each opening the class report viewer, and the term's change history. */
export function ReportsPanel({ classYearId }: { classYearId: string }) {
  const viewing = useCan('view', 'StudentReport');
  const { user } = useSession();
  const principal = usePrincipalScope().scope !== null;
  // The season is the form teacher's and the principal's (issue 23); the backend refuses anyone else.
  const runsSeason = principal || user.classYearsIds.includes(classYearId);
  return (
    <Card as="section" aria-labelledby="reports-panel-title" className="h-100">
      <Card.Header>
        <h2 id="reports-panel-title" className="h5 mb-0">
          Class reports
        </h2>
      </Card.Header>
      <Card.Body>
        {viewing.allowed ? null : <p className="text-body-secondary small">{viewing.reason}</p>}
        <Row xs={1} sm={2} className="g-3">
          {TERM_NUMBERS.map((term) => (
            <Col key={term}>
              <h3 className="h6" id={`reports-term-${term}`}>
                Term {term}
              </h3>
              <ul className="list-unstyled mb-0" aria-labelledby={`reports-term-${term}`}>
                {reportTypesForTerm(term).map((reportType) => (
                  <li key={reportType} className="mb-1">
                    {viewing.allowed ? (
                      <Link to={paths.classroomReport.href({ classYearId, term, reportType })}>{REPORT_TYPE_LABELS[reportType]}</Link>
                    ) : (
                      <span className="text-body-secondary">{REPORT_TYPE_LABELS[reportType]}</span>
                    )}
                  </li>
                ))}
                {/* The per-term links are named with their term for a screen reader's list of links, by aria-label: hidden
                    words are named "Report season , term 2" by Chromium (a space where the hidden span starts). */}
                <li className="mb-1">
                  <Link to={paths.classroomHistory.href({ classYearId, term })} aria-label={`Change history, term ${term}`}>
                    Change history
                  </Link>
                </li>
                {runsSeason ? (
                  <li className="mb-1">
                    <Link to={paths.reportSeason.href({ classYearId, term })} aria-label={`Report season, term ${term}`}>
                      Report season
                    </Link>
                  </li>
                ) : null}
              </ul>
            </Col>
          ))}
        </Row>
      </Card.Body>
    </Card>
  );
}
