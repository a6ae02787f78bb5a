import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import type { FormClassSummary } from '@/features/form-class/api/form-class-schemas';
import { CompletionMeter } from '@/features/form-class/components/class-list/completion-meter';
import { completionHref, ftpEvaluationHref, gridHref } from '@/features/form-class/components/class-list/form-class-links';
import type { FormClassKind } from '@/domain/form-class/kinds';
import type { Term } from '@/domain/gradebook/term-score';
import '@/components/ui.css';

/** Props of {@link FormClassTable}. */
export interface FormClassTableProps {
  kind: FormClassKind;
  term: Term;
  /** The caption: the academic year the classes belong to. */
  label: string;
  classes: readonly FormClassSummary[];
  completionHeader: string;
}

/**
 * One academic year's homeroom classes: each opens its grid, with how complete the kind is, what is missing and the
 * class's FTP evaluation.
 */
export function FormClassTable({ kind, term, label, classes, completionHeader }: FormClassTableProps) {
  return (
    <div className="data-table">
      <div className="table-responsive">
        <Table hover className="align-middle mb-0">
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              <th scope="col">Class</th>
              <th scope="col">Level</th>
              <th scope="col" className="text-end">
                Students
              </th>
              <th scope="col">{completionHeader}</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {classes.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="fw-normal">
                  <Link to={gridHref(kind, row.id, row.academicYearId, term)}>{row.name}</Link>
                </th>
                <td>{row.masterLevel.name}</td>
                <td className="text-end">{row.studentsCount}</td>
                <td>
                  <CompletionMeter {...row.completion[kind]} />
                </td>
                <td className="text-end text-nowrap">
                  <Link to={completionHref(row.id, row.academicYearId, term)} aria-label={`What’s missing in ${row.name}, term ${term}`}>
                    What’s missing
                  </Link>
                  {/* Every row is the user's own homeroom class, the only one whose FTP evaluation they may open. */}
                  <Link
                    to={ftpEvaluationHref(row.id, row.academicYearId)}
                    className="ms-3"
                    aria-label={`FTP evaluation of ${row.name}, ${row.academicYear.year}`}
                  >
                    FTP evaluation
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </div>
  );
}
