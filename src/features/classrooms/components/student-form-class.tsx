import Table from 'react-bootstrap/Table';
import type { StudentRecord } from '@/features/classrooms/api/get-student-record';
import { SectionCard } from '@/features/classrooms/components/section-card';
import { FREQUENCIES, FREQUENCY_LABELS } from '@/domain/school/enums';
import { TERM_NUMBERS } from '@/domain/gradebook/term-score';

/** The form teacher's remarks per term. */
export function StudentRemarks({ record }: { record: StudentRecord }) {
  return (
    <SectionCard id="remarks-title" title="Remarks">
      {record.remarks.length === 0 ? (
        <p className="text-body-secondary mb-0">No remarks yet.</p>
      ) : (
        <dl className="mb-0">
          {record.remarks.map((remark) => (
            <div key={remark.term} className="mb-2">
              <dt>Term {remark.term}</dt>
              <dd className="mb-0">{remark.text}</dd>
            </div>
          ))}
        </dl>
      )}
    </SectionCard>
  );
}

/** Conduct descriptors by term, each frequency code with its label as a tooltip and a legend (A – Almost …). */
export function StudentConduct({ record }: { record: StudentRecord }) {
  const descriptors = [...new Set(record.conduct.flatMap((term) => term.items.map((item) => item.descriptor)))];
  const frequency = (term: number, descriptor: string) =>
    record.conduct.find((row) => row.term === term)?.items.find((item) => item.descriptor === descriptor)?.frequency;
  return (
    <SectionCard id="conduct-title" title="Conduct">
      {descriptors.length === 0 ? (
        <p className="text-body-secondary mb-0">No conduct recorded yet.</p>
      ) : (
        <>
            <Table size="sm" className="mb-2">
              <caption className="visually-hidden">Conduct frequency by descriptor and term</caption>
              <thead>
                <tr>
                  <th scope="col">Descriptor</th>
                  {TERM_NUMBERS.map((term) => (
                    <th scope="col" key={term} className="text-center text-nowrap">
                      Term {term}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {descriptors.map((descriptor) => (
                  <tr key={descriptor}>
                    <th scope="row" className="fw-normal">
                      {descriptor}
                    </th>
                    {TERM_NUMBERS.map((term) => {
                      const code = frequency(term, descriptor);
                      return (
                        <td key={term} className="text-center">
                          {code ? <abbr title={FREQUENCY_LABELS[code]}>{code}</abbr> : '-'}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </Table>
          <p className="small text-body-secondary mb-0">
            {FREQUENCIES.map((code) => `${code} – ${FREQUENCY_LABELS[code]}`).join(' · ')}
          </p>
        </>
      )}
    </SectionCard>
  );
}

/** Height and weight per term, and the year's promotion outcome. */
export function StudentGrowth({ record }: { record: StudentRecord }) {
  return (
    <SectionCard id="growth-title" title="Height and weight">
      {record.heightAndWeight.length === 0 ? (
        <p className="text-body-secondary">No measurements yet.</p>
      ) : (
        <Table size="sm">
          <caption className="visually-hidden">Height and weight by term</caption>
          <thead>
            <tr>
              <th scope="col">Term</th>
              <th scope="col" className="text-end">Height (cm)</th>
              <th scope="col" className="text-end">Weight (kg)</th>
            </tr>
          </thead>
          <tbody>
            {record.heightAndWeight.map((row) => (
              <tr key={row.term}>
                <th scope="row" className="text-nowrap">Term {row.term}</th>
                <td className="text-end">{row.heightCm ?? '-'}</td>
                <td className="text-end">{row.weightKg ?? '-'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <p className="mb-0">
        <span className="fw-semibold">Promotion outcome: </span>
        {record.promotionOutcome ?? 'Not decided yet'}
      </p>
    </SectionCard>
  );
}
