import { memo } from 'react';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import {
  INCOMPLETE_MARK,
  sectionRows,
  type ReportCell,
  type ReportSection,
  type StudentReportView,
} from '@/features/reports/rules/report-view';
import { INCOMPLETE_SCORE_NOTE } from '@/domain/gradebook/term-score';

/** A cell's value; an incomplete score shows the marker, says why as a tooltip and "incomplete" to screen readers. */
function CellValue({ cell }: { cell: ReportCell }) {
  if (typeof cell === 'string') return <>{cell}</>;
  return (
    <span title={INCOMPLETE_SCORE_NOTE} className="text-decoration-underline" style={{ textDecorationStyle: 'dotted' }}>
      {cell.text}
      <span aria-hidden="true" className="fw-bold text-warning-emphasis">
        {INCOMPLETE_MARK}
      </span>
      <span className="visually-hidden"> (incomplete)</span>
    </span>
  );
}

function Note({ section }: { section: ReportSection }) {
  if (section.kind === 'text' || section.kind === 'signatures' || !section.note) return null;
  return <p className="small text-body-secondary mt-1 mb-0">{section.note}</p>;
}

function SectionBody({ section }: { section: ReportSection }) {
  if (section.kind === 'text')
    return (
      <p className="border rounded p-2 mb-0" style={{ whiteSpace: 'pre-wrap' }}>
        {section.text}
      </p>
    );
  if (section.kind === 'signatures') {
    return (
      <div className="row row-cols-1 row-cols-md-3 g-3">
        {section.signatories.map((signatory) => (
          <div key={signatory.role} className="col">
            <div className="border-bottom border-dark" style={{ height: '2.5rem' }} />
            <div className="fw-semibold small mt-1">{signatory.role}</div>
            {/* A line even without a name, so the three date lines align. */}
            <div className="small text-body-secondary">{signatory.name ?? '\u00a0'}</div>
            <div className="small text-body-secondary mt-2">Date: ____________</div>
          </div>
        ))}
      </div>
    );
  }
  if (section.kind === 'fields') {
    return (
      <dl className="row row-cols-2 row-cols-md-3 g-2 mb-0">
        {section.fields.map((field) => (
          <div key={field.label} className="col">
            <dt className="small text-body-secondary fw-normal">{field.label}</dt>
            <dd className="fw-semibold mb-0">
              <CellValue cell={field.value} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <Table size="sm" bordered responsive className="mb-0">
      <thead className="table-light">
        <tr>
          {section.columns.map((column) => (
            <th key={column.label} scope="col" className={column.numeric ? 'text-end' : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {section.rows.length === 0 ? (
          <tr>
            <td colSpan={section.columns.length} className="text-body-secondary">
              {section.empty}
            </td>
          </tr>
        ) : (
          section.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="fw-normal">
                    <CellValue cell={cell} />
                  </th>
                ) : (
                  <td key={index} className={section.columns[index]?.numeric ? 'text-end' : undefined}>
                    <CellValue cell={cell} />
                  </td>
                ),
              )}
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}

/**
 * One student's report on screen, from the same view model the PDF is drawn from. Memoised: the
 * viewer re-renders on every progress message while a PDF is made, and the preview need not.
 */
export const StudentReportPreview = memo(function StudentReportPreview({ view }: { view: StudentReportView }) {
  return (
    <Card as="article" aria-labelledby="report-preview-title">
      <Card.Header className="d-flex flex-wrap justify-content-between gap-2">
        <div>
          <div className="fw-semibold">{view.schoolName}</div>
          {view.schoolLines.map((line) => (
            <div key={line} className="small text-body-secondary">
              {line}
            </div>
          ))}
        </div>
        <div className="text-md-end">
          <h2 id="report-preview-title" className="h5 mb-0">
            {view.title}: {view.studentName}
          </h2>
          <div className="small text-body-secondary">{view.subtitle}</div>
        </div>
      </Card.Header>
      <Card.Body>
        <dl className="row row-cols-1 row-cols-md-2 g-1 mb-4">
          {view.particulars.map((field) => (
            <div key={field.label} className="col d-flex gap-2">
              <dt className="text-body-secondary fw-normal" style={{ minWidth: '8.5rem' }}>
                {field.label}
              </dt>
              <dd className="mb-0">
                <CellValue cell={field.value} />
              </dd>
            </div>
          ))}
        </dl>
        {sectionRows(view.sections).map((row) => (
          <div key={row.map((section) => section.heading).join()} className="row">
            {row.map((section) => (
              <section
                key={section.heading}
                className={row.length > 1 ? 'col-12 col-lg mb-4' : 'col-12 mb-4'}
                aria-label={section.heading}
              >
                {section.kind === 'signatures' ? (
                  <h3 className="visually-hidden">{section.heading}</h3>
                ) : (
                  <h3 className="h6 border-bottom pb-1">{section.heading}</h3>
                )}
                <SectionBody section={section} />
                <Note section={section} />
              </section>
            ))}
          </div>
        ))}
      </Card.Body>
    </Card>
  );
});
