import Table from 'react-bootstrap/Table';
import { QueryState } from '@/components/query-state';
import { useClassYear } from '@/entities/class-year/class-year';
import { useClassLeapsAttainment } from '@/features/leaps/api/leaps-attainment';
import { LEAPS_DOMAINS } from '@/domain/school/enums';
import { LEAPS_DOMAIN_LABELS } from '@/domain/leaps/leaps';

interface AttainmentSummaryProps {
  classYearId: string;
  academicYearId: string;
  yearName: string;
}

/** Each student's level per domain and overall attainment in the chosen class and year, computed by the backend's rule. */
export function AttainmentSummary({ classYearId, academicYearId, yearName }: AttainmentSummaryProps) {
  const attainment = useClassLeapsAttainment(classYearId, academicYearId);
  const className = useClassYear(classYearId).data?.name;
  const headingId = `leaps-attainment-${classYearId}`;
  return (
    <section className="leaps-attainment data-table data-table-compact mt-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="h6 mb-0 leaps-attainment-heading">
        Attainment of {className || 'the class'}, {yearName}
      </h2>
      <QueryState
        query={attainment}
        errorMessage="The class’s LEAPS attainment could not be loaded."
        isEmpty={(data) => data.data.length === 0}
        empty="This class has no students."
        loadingLabel="Loading the attainment…"
      >
        {(data) => (
          <Table size="sm" hover responsive className="mb-0">
            <thead>
              <tr>
                <th scope="col">Student</th>
                {LEAPS_DOMAINS.map((domain) => (
                  <th key={domain} scope="col" className="text-end">
                    {LEAPS_DOMAIN_LABELS[domain]}
                  </th>
                ))}
                <th scope="col">Overall</th>
                <th scope="col" className="text-end">
                  Events
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="fw-normal">
                    {row.student.fullName}
                  </th>
                  {LEAPS_DOMAINS.map((domain) => (
                    <td key={domain} className="text-end">
                      {row[domain]}
                    </td>
                  ))}
                  <td>{row.overallAttainment ?? 'No events yet'}</td>
                  <td className="text-end">{row.eventsCount}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryState>
    </section>
  );
}
