import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import type { CompletionRow } from '@/features/form-class/api/form-class-schemas';
import { gridHref } from '@/features/form-class/components/class-list/form-class-links';
import { FORM_CLASS_KIND_LABELS } from '@/domain/form-class/kinds';
import type { Term } from '@/domain/gradebook/term-score';
import '@/components/ui.css';

/** Props of {@link CompletionTable}. */
export interface CompletionTableProps {
  classYearId: string;
  academicYearId: string;
  term: Term;
  rows: readonly CompletionRow[];
}

/** Every student with the records they still miss, each a link that opens its grid on the student's row. */
export function CompletionTable({ classYearId, academicYearId, term, rows }: CompletionTableProps) {
  return (
    <div className="data-table">
      <div className="table-responsive">
        <Table hover className="align-middle mb-0">
          <caption className="visually-hidden">Missing records per student</caption>
          <thead>
            <tr>
              <th scope="col">Student</th>
              <th scope="col">Missing</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.studentId}>
                <th scope="row" className="fw-normal">
                  {row.student.fullName}
                </th>
                <td>
                  {row.missing.length === 0 ? (
                    <Badge bg="success">Complete</Badge>
                  ) : (
                    <ul className="list-inline mb-0">
                      {row.missing.map((kind) => (
                        <li key={kind} className="list-inline-item">
                          <Link
                            to={gridHref(kind, classYearId, academicYearId, term, row.studentId)}
                            aria-label={`${FORM_CLASS_KIND_LABELS[kind]} of ${row.student.fullName}`}
                          >
                            {FORM_CLASS_KIND_LABELS[kind]}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </div>
  );
}
