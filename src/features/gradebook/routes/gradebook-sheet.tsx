import { useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { gradebookSheetQueryOptions, useGradebookSheet } from '@/features/gradebook/api/get-gradebook';
import { MarkSheet } from '@/features/gradebook/components/mark-sheet';
import { TermChooser } from '@/features/gradebook/components/term-chooser';
import { currentTermOn } from '@/domain/school/current-term';
import { formatIsoDate, toCalendarDate } from '@/domain/school/calendar-date';
import { isTerm, type Term } from '@/domain/gradebook/term-score';
import type { ScreenModule } from '@/lib/route-manifest';
import type { AcademicYear } from '@/lib/session/current-academic-year';
import { useSession } from '@/lib/session/session-context';

/** The term the sheet shows: `?term=` when it names one, else the current term. */
function termShown(searchParams: URLSearchParams, currentAcademicYear: AcademicYear): Term {
  const requested = Number(searchParams.get('term'));
  return isTerm(requested) ? requested : currentTermOn(currentAcademicYear, formatIsoDate(toCalendarDate(new Date())));
}

/** The sheet leaves with the route's guard (lib/route-manifest.ts). */
export const prefetch: ScreenModule['prefetch'] = ({ queryClient, params, url, session }) => {
  void queryClient.prefetchQuery(
    gradebookSheetQueryOptions(params.subjectYearId ?? '', termShown(url.searchParams, session.currentAcademicYear)),
  );
};

/** /gradebook/:subjectYearId?term=: the mark sheet of a subject year for one term (default: the current term). */
export default function GradebookSheetRoute() {
  const { subjectYearId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { currentAcademicYear } = useSession();
  const term = termShown(searchParams, currentAcademicYear);
  const sheet = useGradebookSheet(subjectYearId, term);

  return (
    <>
      <PageHeader
        title={sheet.data?.subjectYear.name ?? 'Gradebook'}
        crumbs={sheet.data ? { gradebookSubject: sheet.data.subjectYear.name } : {}}
        description={`Marks, term scores and grades of term ${term}, ${currentAcademicYear.year}`}
      />
      <TermChooser term={term} hrefFor={(option) => paths.gradebookSubject.href({ subjectYearId }, { term: String(option) })} />
      <QueryState query={sheet} errorMessage="Could not load the marks." loadingLabel="Loading the marks…">
        {(data) => (
          <MarkSheet
            key={`${subjectYearId}:${term}`}
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
