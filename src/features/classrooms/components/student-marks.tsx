import Table from 'react-bootstrap/Table';
import type { StudentRecord } from '@/features/classrooms/api/get-student-record';
import { SectionCard } from '@/features/classrooms/components/section-card';
import { INCOMPLETE_SCORE_NOTE, TERM_NUMBERS } from '@/domain/gradebook/term-score';

type TermResult = StudentRecord['subjects'][number]['terms'][number];

/** A score; one that counts a blank mark as 0 carries an asterisk, the reason as a tooltip, and "incomplete" for screen readers. */
function Score({ value, incomplete }: { value: number; incomplete: boolean }) {
  if (!incomplete) return <>{value}</>;
  return (
    <span title={INCOMPLETE_SCORE_NOTE} className="text-decoration-underline" style={{ textDecorationStyle: 'dotted' }}>
      {value}
      <span aria-hidden="true" className="fw-bold text-warning-emphasis">
        *
      </span>
      <span className="visually-hidden"> (incomplete)</span>
    </span>
  );
}

function ResultCell({ result }: { result: TermResult | undefined }) {
  if (!result || result.finalScore === null) return <span className="text-body-secondary">-</span>;
  const carried = result.score !== null && result.score !== result.finalScore;
  return (
    <>
      <span className="text-nowrap">
        <span className="fw-semibold">
          <Score value={result.finalScore} incomplete={result.finalScoreIncomplete} />
        </span>{' '}
        {result.grade ? (
          <span className="badge text-bg-light border ms-2">
            <span className="visually-hidden">Grade </span>
            {result.grade}
          </span>
        ) : (
          <span className="ms-2 small text-body-secondary">No grade</span>
        )}
      </span>
      {carried && result.score !== null ? (
        <div className="small text-body-secondary text-nowrap">
          Term score <Score value={result.score} incomplete={result.scoreIncomplete} />
        </div>
      ) : null}
    </>
  );
}

/** Final score and grade per subject and term; terms 2 and 4 also show the term's own score. */
export function StudentMarks({ record }: { record: StudentRecord }) {
  const anyIncomplete = record.subjects.some((subject) =>
    subject.terms.some((term) => term.finalScore !== null && (term.finalScoreIncomplete || term.scoreIncomplete)),
  );
  return (
    <SectionCard id="marks-title" title="Marks and grades">
      {record.subjects.length === 0 ? (
        <p className="text-body-secondary mb-0">No marks for this academic year.</p>
      ) : (
        <>
          <Table size="sm" className="mb-0 align-middle">
            <caption className="visually-hidden">Final score and grade by subject and term</caption>
            <thead>
              <tr>
                <th scope="col">Subject</th>
                {TERM_NUMBERS.map((term) => (
                  <th scope="col" key={term}>
                    Term {term}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {record.subjects.map((subject) => (
                <tr key={subject.subjectYearId}>
                  <th scope="row">{subject.subjectName}</th>
                  {TERM_NUMBERS.map((term) => (
                    <td key={term}>
                      <ResultCell result={subject.terms.find((row) => row.term === term)} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
          {anyIncomplete ? (
            <p className="small text-body-secondary mt-2 mb-0">
              <span aria-hidden="true" className="fw-bold text-warning-emphasis">
                *
              </span>{' '}
              {INCOMPLETE_SCORE_NOTE}
            </p>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
