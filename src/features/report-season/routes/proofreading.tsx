import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useMyProofreading } from '@/features/report-season/api/season-queries';

/** `/report-season/proofreading`: the classes a colleague asked me to proofread this year. */
export default function ProofreadingPage() {
  const query = useMyProofreading();
  return (
    <>
      <PageHeader title="Asked to proofread" description="Classes whose remarks a colleague asked you to read. Open one to suggest changes." />
      <QueryState
        query={query}
        errorMessage="Could not load the classes you were asked to proofread."
        loadingLabel="Loading…"
        isEmpty={(rows) => rows.length === 0}
        empty="Nobody has asked you to proofread yet."
        emptyHint="When a form teacher asks you, the class appears here."
      >
        {(rows) => (
          <Table responsive hover>
            <caption className="visually-hidden">Classes you were asked to proofread</caption>
            <thead>
              <tr>
                <th scope="col">Class</th>
                <th scope="col">Term</th>
                <th scope="col">Form teacher</th>
                <th scope="col">Your pending suggestions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.classYearId}-${row.term}`}>
                  <th scope="row">
                    <Link to={paths.reportSeason.href({ classYearId: row.classYearId, term: row.term })}>{row.className}</Link>
                  </th>
                  <td>Term {row.term}</td>
                  <td>{row.formTeacherName ?? <span className="text-body-secondary">None</span>}</td>
                  <td>{row.pendingSuggestions}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryState>
    </>
  );
}
