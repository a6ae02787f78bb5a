import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import type { BoardCell, BoardPupil, SeasonBoard } from '@/domain/report-season/responses';
import { fixLinkFor } from '@/features/report-season/rules/fix-link';
import './season-board.css';

interface BoardTableProps {
  board: SeasonBoard;
  pupils: readonly BoardPupil[];
  academicYearId: string;
  /** What the row offers under the pupil's name besides the remark slips (the proofreader's "Suggest a change"). */
  pupilActions?: (pupil: BoardPupil) => ReactNode;
}

function CellContent({ cell, href }: { cell: BoardCell | undefined; href: string | null }) {
  if (!cell || cell.status === 'notNeeded') return <span className="text-body-secondary">Not needed</span>;
  if (cell.status === 'complete') {
    return (
      <>
        <span aria-hidden="true" className="text-success">
          ✓
        </span>
        <span className="visually-hidden">Complete</span>
      </>
    );
  }
  const reasons = cell.reasons.length > 0 ? cell.reasons : ['Incomplete'];
  const words = (
    <ul className="season-board-reasons small">
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
  return href ? (
    <Link to={href} className="text-danger-emphasis">
      {words}
    </Link>
  ) : (
    <span className="text-danger-emphasis">{words}</span>
  );
}

/** Pupils by sections: every cell complete, incomplete with why (a link to where it is fixed), or not needed. */
export function BoardTable({ board, pupils, academicYearId, pupilActions }: BoardTableProps) {
  const context = { classYearId: board.classYear.id, academicYearId, term: board.term };
  return (
    // A scrolling box must take focus, or keyboard users cannot scroll it (axe's scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="season-board-scroll border rounded" tabIndex={0} aria-label={`Board of ${board.classYear.name}`} role="region">
      <Table size="sm" className="season-board mb-0">
        <caption className="visually-hidden">
          Report season of {board.classYear.name}, term {board.term}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="season-board-pupil">
              Pupil
            </th>
            {board.sections.map((section) => (
              <th scope="col" key={section.key}>
                {section.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pupils.map((pupil) => (
            <tr key={pupil.studentId}>
              <th scope="row" className="season-board-pupil fw-normal">
                <span className="fw-semibold">
                  {pupil.registerNumber}. {pupil.fullName}
                </span>
                {pupil.remarkIssues.length > 0 ? (
                  <ul className="season-board-reasons small text-warning-emphasis" aria-label={`Remark slips of ${pupil.fullName}`}>
                    {pupil.remarkIssues.map((issue) => (
                      <li key={issue.check}>{issue.message}</li>
                    ))}
                  </ul>
                ) : null}
                {pupilActions?.(pupil)}
              </th>
              {board.sections.map((section) => (
                <td key={section.key}>
                  <CellContent
                    cell={pupil.cells[section.key]}
                    href={fixLinkFor(section.key, { ...context, studentId: pupil.studentId })}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
