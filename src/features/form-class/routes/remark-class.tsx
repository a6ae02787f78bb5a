import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useRemarks } from '@/features/form-class/api/remarks';
import { RemarkSheet } from '@/features/form-class/components/remark/remark-sheet';
import { useFormClassTerm } from '@/features/form-class/components/class-list/use-form-class-term';
import { TermNav } from '@/features/form-class/components/remark/term-nav';

/** /remark/:classYearId/:academicYearId?term=: the form teacher's remark for each student of the class. */
export default function RemarkClassRoute() {
  const { classYearId = '', academicYearId = '' } = useParams();
  const term = useFormClassTerm(academicYearId);
  const sheet = useRemarks(classYearId, academicYearId, term);
  const className = sheet.data?.classYear.name;

  return (
    <>
      <PageHeader
        title={className ? `${className}: Remarks` : 'Remarks'}
        description={`The form teacher's remark on each student's report, term ${term}${
          sheet.data ? `, ${sheet.data.classYear.academicYear.year}` : ''
        }.`}
      />
      <TermNav
        term={term}
        hrefFor={(option) => paths.remarkClass.href({ classYearId, academicYearId }, { term: String(option) })}
      />
      <QueryState query={sheet} errorMessage="Could not load the remarks." loadingLabel="Loading the remarks…">
        {(data) => (
          <RemarkSheet
            key={`${classYearId}:${academicYearId}:${term}`}
            sheet={data}
            term={term}
            onReload={() => sheet.refetch()}
            reloading={sheet.isFetching}
          />
        )}
      </QueryState>
    </>
  );
}
