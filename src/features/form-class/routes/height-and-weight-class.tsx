import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useHeightWeight } from '@/features/form-class/api/height-and-weight';
import { useFormClassTerm } from '@/features/form-class/components/class-list/use-form-class-term';
import { HeightWeightSheet } from '@/features/form-class/components/height-weight/height-weight-sheet';
import { TermLinks } from '@/features/form-class/components/height-weight/term-links';

/** `/height-and-weight/:classYearId/:academicYearId?term=`: a homeroom class's heights and weights of one term. */
export default function HeightAndWeightClassRoute() {
  const { classYearId = '', academicYearId = '' } = useParams();
  const term = useFormClassTerm(academicYearId);
  const sheet = useHeightWeight(classYearId, academicYearId, term);
  const classYear = sheet.data?.classYear;

  return (
    <>
      <PageHeader
        title={classYear ? `Height & Weight: ${classYear.name}` : 'Height & Weight'}
        description={`Heights, weights and BMI of term ${term}${classYear ? `, ${classYear.academicYear.year}` : ''}`}
      />
      <TermLinks
        term={term}
        hrefFor={(option) => paths.heightAndWeightClass.href({ classYearId, academicYearId }, { term: String(option) })}
      />
      <QueryState query={sheet} errorMessage="Could not load the heights and weights." loadingLabel="Loading the heights and weights…">
        {(data) => (
          <HeightWeightSheet key={`${classYearId}:${academicYearId}:${term}`} sheet={data} term={term} onReload={() => sheet.refetch()} />
        )}
      </QueryState>
    </>
  );
}
