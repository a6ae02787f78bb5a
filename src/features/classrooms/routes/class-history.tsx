import { Link, useParams } from 'react-router-dom';
import { AUDIT_EXPORT_DATE } from '@/components/audit-log/audit-export';
import { HISTORY_COLUMNS } from '@/components/audit-log/audit-columns';
import { AuditLog } from '@/components/audit-log/audit-log';
import { PageHeader } from '@/components/page-header';
import { ErrorState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { isTerm, TERM_NUMBERS, type Term } from '@/domain/gradebook/term-score';
import { classHistoryQuery } from '@/entities/audit/audit-pages';
import { useClassYear } from '@/entities/class-year/class-year';

/** The class's history of one term, with links to its other terms. */
function ClassHistory({ classYearId, term }: { classYearId: string; term: Term }) {
  const classYear = useClassYear(classYearId);
  const className = classYear.data?.name ?? 'The class';
  return (
    <>
      <PageHeader
        title={`${className}: changes in term ${term}`}
        crumbs={classYear.data ? { classroom: classYear.data.name } : {}}
        description="Who changed the class’s records this term, when, and from what to what. Newest first."
        actions={
          <nav aria-label="Other terms" className="d-flex gap-2 flex-wrap">
            {TERM_NUMBERS.filter((other) => other !== term).map((other) => (
              <Link key={other} className="btn btn-outline-secondary btn-sm" to={paths.classroomHistory.href({ classYearId, term: other })}>
                Term {other}
              </Link>
            ))}
          </nav>
        }
      />
      <AuditLog
        label={`Changes to ${className}'s records in term ${term}`}
        columns={HISTORY_COLUMNS}
        queryFor={(params) => classHistoryQuery(classYearId, term, params)}
        emptyMessage="No changes recorded for this term yet."
        filename={`${className} term ${term} history ${AUDIT_EXPORT_DATE()}`}
      />
    </>
  );
}

/** `/classrooms/:classYearId/:term/history`: a class's history per term (issue 24 §3). */
export default function ClassHistoryPage() {
  const { classYearId = '', term = '' } = useParams();
  const number = Number(term);
  if (!isTerm(number)) return <ErrorState error={new Error(`There is no term ${term}: terms are 1 to 4.`)} />;
  return <ClassHistory classYearId={classYearId} term={number} />;
}
