import { paths } from '@/config/paths';
import { useConduct } from '@/features/form-class/api/conduct';
import { TermSheetPage, useTermSheetParams } from '@/features/form-class/components/class-list/term-sheet-page';
import { ConductSheet } from '@/features/form-class/components/conduct/conduct-sheet';

/** /conduct/:classYearId/:academicYearId?term=: each student's conduct against the school's descriptors. */
export default function ConductClassRoute() {
  const { classYearId, academicYearId, term } = useTermSheetParams();
  const query = useConduct(classYearId, academicYearId, term);
  const classYear = query.data?.classYear;

  return (
    <TermSheetPage
      title={classYear ? `${classYear.name}: Conduct` : 'Conduct'}
      description={`How often each student shows each behaviour, term ${term}${classYear ? `, ${classYear.academicYear.year}` : ''}.`}
      hrefFor={(option) => paths.conductClass.href({ classYearId, academicYearId }, { term: String(option) })}
      query={query}
      errorMessage="Could not load the conduct grades."
      loadingLabel="Loading the conduct grades…"
      sheet={ConductSheet}
    />
  );
}
