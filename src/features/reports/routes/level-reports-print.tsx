import { useQueries } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { ErrorState, QueryState } from '@/components/query-state';
import { TermSchema } from '@/domain/form-class/bodies';
import type { Term } from '@/domain/gradebook/term-score';
import { useClassYears, type ClassYear } from '@/entities/class-year/class-year';
import { classSeasonsQuery } from '@/entities/report-season/term-lock';
import { BatchPrintPanel } from '@/features/reports/printing/batch-print-panel';
import { useSession } from '@/lib/session/session-context';

function LevelPanel({ classes, term }: { classes: readonly ClassYear[]; term: Term }) {
  const seasons = useQueries({ queries: classes.map((classYear) => classSeasonsQuery(classYear.id)) });
  if (seasons.some((query) => query.isError)) return <ErrorState error={new Error('Where the classes’ reports stand could not be loaded.')} />;
  if (seasons.some((query) => query.isPending)) return <p className="text-body-secondary">Loading where the reports stand…</p>;
  const printed = classes.map((classYear, index) => ({
    classYearId: classYear.id,
    name: classYear.name,
    seasonState: seasons[index]?.data?.find((season) => season.term === term)?.state ?? 'open',
  }));
  return <BatchPrintPanel term={term} classes={printed} />;
}

function LevelPrint({ levelId, term }: { levelId: string; term: Term }) {
  const { currentAcademicYear } = useSession();
  // The list answers the classes the user may see: a principal's campus, a teacher's own classes.
  const classes = useClassYears({ pageSize: 0, sortBy: 'name', filters: { masterLevelId: levelId, academicYearId: currentAcademicYear.id } });
  return (
    <>
    {classes.isError || classes.data?.data.length === 0 ? <PageHeader title={`Print the level's term ${term} reports`} /> : null}
    <QueryState
      query={classes}
      errorMessage="The level's classes could not be loaded."
      loadingLabel="Loading the level's classes…"
      isEmpty={(page) => page.data.length === 0}
      empty="You have no class of this level this year."
    >
      {(page) => {
        const level = page.data[0]?.masterLevel?.name ?? 'the level';
        return (
          <>
            <PageHeader
              title={`Print ${level}'s term ${term} reports`}
              crumbs={{ levelReportsPrint: `Print ${level}, term ${term}` }}
              description={`Every pupil of ${page.data.map((classYear) => classYear.name).join(', ')}, class after class, as one PDF or a ZIP of one PDF per pupil.`}
            />
            <LevelPanel classes={page.data} term={term} />
          </>
        );
      }}
    </QueryState>
    </>
  );
}

/** `/report-season/:levelId/:term/print`: a level's reports of one term, printed together (issue 23 §5). */
export default function LevelReportsPrintRoute() {
  const { levelId = '', term = '' } = useParams();
  const parsed = TermSchema.safeParse(Number(term));
  if (!parsed.success) return <ErrorState error={new Error(`There is no term ${term}: terms are 1 to 4.`)} />;
  return <LevelPrint levelId={levelId} term={parsed.data} />;
}
