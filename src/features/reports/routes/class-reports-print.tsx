import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { ErrorState, QueryState } from '@/components/query-state';
import { TermSchema } from '@/domain/form-class/bodies';
import type { Term } from '@/domain/gradebook/term-score';
import { useClassYear } from '@/entities/class-year/class-year';
import { useClassSeasons } from '@/entities/report-season/term-lock';
import { BatchPrintPanel } from '@/features/reports/printing/batch-print-panel';

function ClassPrint({ classYearId, term }: { classYearId: string; term: Term }) {
  const classYear = useClassYear(classYearId);
  const seasons = useClassSeasons(classYearId);
  const state = seasons.data?.find((season) => season.term === term)?.state;
  return (
    <QueryState query={classYear} errorMessage="The class could not be loaded." loadingLabel="Loading the class…">
      {(loaded) => (
        <>
          <PageHeader
            title={`Print ${loaded.name}'s term ${term} reports`}
            crumbs={{ classroom: loaded.name, classReportsPrint: `Print term ${term} reports` }}
            description="Every pupil's reports of the term, as one PDF to print or a ZIP of one PDF per pupil to send home."
          />
          <QueryState query={seasons} errorMessage="Where the class's reports stand could not be loaded." loadingLabel="Loading where the reports stand…">
            {() => <BatchPrintPanel term={term} classes={[{ classYearId, name: loaded.name, seasonState: state ?? 'open' }]} />}
          </QueryState>
        </>
      )}
    </QueryState>
  );
}

/** `/classrooms/:classYearId/:term/print`: a class's reports of one term, printed together (issue 23 §5). */
export default function ClassReportsPrintRoute() {
  const { classYearId = '', term = '' } = useParams();
  const parsed = TermSchema.safeParse(Number(term));
  if (!parsed.success) return <ErrorState error={new Error(`There is no term ${term}: terms are 1 to 4.`)} />;
  return <ClassPrint classYearId={classYearId} term={parsed.data} />;
}
