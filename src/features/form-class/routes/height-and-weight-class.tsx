import { paths } from '@/config/paths';
import { useHeightWeight } from '@/features/form-class/api/height-and-weight';
import { TermSheetPage, useTermSheetParams } from '@/features/form-class/components/class-list/term-sheet-page';
import { HeightWeightSheet } from '@/features/form-class/components/height-weight/height-weight-sheet';

/** `/height-and-weight/:classYearId/:academicYearId?term=`: a homeroom class's heights and weights of one term. */
export default function HeightAndWeightClassRoute() {
  const { classYearId, academicYearId, term } = useTermSheetParams();
  const query = useHeightWeight(classYearId, academicYearId, term);
  const classYear = query.data?.classYear;

  return (
    <TermSheetPage
      title={classYear ? `Height & Weight: ${classYear.name}` : 'Height & Weight'}
      description={`Heights, weights and BMI of term ${term}${classYear ? `, ${classYear.academicYear.year}` : ''}`}
      hrefFor={(option) => paths.heightAndWeightClass.href({ classYearId, academicYearId }, { term: String(option) })}
      query={query}
      errorMessage="Could not load the heights and weights."
      loadingLabel="Loading the heights and weights…"
      sheet={HeightWeightSheet}
    />
  );
}
