import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useConduct } from '@/features/form-class/api/conduct';
import { ConductSheet } from '@/features/form-class/components/conduct/conduct-sheet';
import { useFormClassTerm } from '@/features/form-class/components/class-list/use-form-class-term';
import { TermNav } from '@/features/form-class/components/remark/term-nav';

/** /conduct/:classYearId/:academicYearId?term=: each student's conduct against the school's descriptors. */
export default function ConductClassRoute() {
  const { classYearId = '', academicYearId = '' } = useParams();
  const term = useFormClassTerm(academicYearId);
  const sheet = useConduct(classYearId, academicYearId, term);
  const className = sheet.data?.classYear.name;

  return (
    <>
      <PageHeader
        title={className ? `${className}: Conduct` : 'Conduct'}
        description={`How often each student shows each behaviour, term ${term}${
          sheet.data ? `, ${sheet.data.classYear.academicYear.year}` : ''
        }.`}
      />
      <TermNav
        term={term}
        hrefFor={(option) => paths.conductClass.href({ classYearId, academicYearId }, { term: String(option) })}
      />
      <QueryState query={sheet} errorMessage="Could not load the conduct grades." loadingLabel="Loading the conduct grades…">
        {(data) => (
          <ConductSheet
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
