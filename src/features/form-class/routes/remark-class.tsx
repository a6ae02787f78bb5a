import { paths } from '@/config/paths';
import { useRemarks } from '@/features/form-class/api/remarks';
import { TermSheetPage, useTermSheetParams } from '@/features/form-class/components/class-list/term-sheet-page';
import { RemarkSheet } from '@/features/form-class/components/remark/remark-sheet';

/** /remark/:classYearId/:academicYearId?term=: the form teacher's remark for each student of the class. */
export default function RemarkClassRoute() {
  const { classYearId, academicYearId, term } = useTermSheetParams();
  const query = useRemarks(classYearId, academicYearId, term);
  const classYear = query.data?.classYear;

  return (
    <TermSheetPage
      title={classYear ? `${classYear.name}: Remarks` : 'Remarks'}
      description={`The form teacher's remark on each student's report, term ${term}${classYear ? `, ${classYear.academicYear.year}` : ''}.`}
      hrefFor={(option) => paths.remarkClass.href({ classYearId, academicYearId }, { term: String(option) })}
      query={query}
      errorMessage="Could not load the remarks."
      loadingLabel="Loading the remarks…"
      sheet={RemarkSheet}
    />
  );
}
