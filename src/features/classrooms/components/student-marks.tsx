import Table from 'react-bootstrap/Table';
import type { StudentRecord } from '@/features/classrooms/api/get-student-record';
import { SectionCard } from '@/features/classrooms/components/section-card';
import { TERM_NUMBERS } from '@/lib/school-rules/term-score';

type TermResult = StudentRecord['subjects'][number]['terms'][number];

function ResultCell({ result }: { result: TermResult | undefined }) {
  if (!result || result.finalScore === null)
    return <span className="text-body-secondary">-</span>;
  const carried = result.score !== null && result.score !== result.finalScore;
  return (
    <>
      <span className="text-nowrap">
        <span className="fw-semibold">{result.finalScore}</span>{' '}
        {result.grade ? (
          <span className="badge text-bg-light border ms-2">
            <span className="visually-hidden">Grade </span>
            {result.grade}
          </span>
        ) : (
          <span className="ms-2 small text-body-secondary">No grade</span>
        )}
      </span>
      {carried ? (
        <div className="small text-body-secondary text-nowrap">
          Term score {result.score}
        </div>
      ) : null}
    </>
  );
}

/** Final score and grade per subject and term; terms 2 and 4 also show the term's own score. */
export function StudentMarks({ record }: { record: StudentRecord }) {
  return (
    <SectionCard id="marks-title" title="Marks and grades">
      {record.subjects.length === 0 ? (
        <p className="text-body-secondary mb-0">
          No marks for this academic year.
        </p>
      ) : (
        <Table size="sm" className="mb-0 align-middle">
          <caption className="visually-hidden">
            Final score and grade by subject and term
          </caption>
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
                    <ResultCell
                      result={subject.terms.find((row) => row.term === term)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </SectionCard>
  );
}
