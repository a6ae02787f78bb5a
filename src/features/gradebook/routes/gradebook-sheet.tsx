import { useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useGradebookSheet } from '@/features/gradebook/api/get-gradebook';
import { MarkSheet } from '@/features/gradebook/components/mark-sheet';
import { TermChooser } from '@/features/gradebook/components/term-chooser';
import { currentTermOn } from '@/domain/school/current-term';
import { formatIsoDate, toCalendarDate } from '@/domain/school/calendar-date';
import { isTerm, type Term } from '@/domain/gradebook/term-score';
import { useSession } from '@/lib/session/session-context';

/** /gradebook/:subjectYearId?term=: the mark sheet of a subject year for one term (default: the current term). */
export default function GradebookSheetRoute() {
  const { subjectYearId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { currentAcademicYear } = useSession();
  const requested = Number(searchParams.get('term'));
  const term: Term = isTerm(requested)
    ? requested
    : currentTermOn(currentAcademicYear, formatIsoDate(toCalendarDate(new Date())));
  const sheet = useGradebookSheet(subjectYearId, term);

  return (
    <>
      <PageHeader
        title={sheet.data?.subjectYear.name ?? 'Gradebook'}
        crumbs={sheet.data ? { gradebookSubject: sheet.data.subjectYear.name } : {}}
        description={`Marks, term scores and grades of term ${term}, ${currentAcademicYear.year}`}
      />
      <TermChooser
        term={term}
        hrefFor={(option) => paths.gradebookSubject.href({ subjectYearId }, { term: String(option) })}
      />
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
