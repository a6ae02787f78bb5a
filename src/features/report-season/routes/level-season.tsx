import Table from 'react-bootstrap/Table';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { ErrorState, QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { TermSchema } from '@/domain/form-class/bodies';
import type { Term } from '@/domain/gradebook/term-score';
import { useLevelSeason } from '@/features/report-season/api/season-queries';
import { SeasonStateBadge } from '@/features/report-season/components/season-state-badge';

function LevelTable({ levelId, term }: { levelId: string; term: Term }) {
  const query = useLevelSeason(levelId, term);
  return (
    <>
      {/* The screen keeps its heading when there is no level to name: refused, or no class of the level is yours. */}
      {query.isError || query.data?.classes.length === 0 ? (
        <PageHeader title={`Report season: ${query.data?.level.name ?? 'level'}, term ${term}`} />
      ) : null}
      <QueryState
        query={query}
        errorMessage="The level's report season could not be loaded."
        loadingLabel="Loading the level…"
        isEmpty={(level) => level.classes.length === 0}
        empty="This level has no classes on your campus this year."
      >
        {(level) => (
          <>
            <PageHeader
              title={`Report season: ${level.level.name}, term ${level.term}`}
              crumbs={{ levelReportSeason: `${level.level.name}, term ${level.term}` }}
              description="Each class's progress and where its reports stand. Open a class to see its gaps or sign it off."
              actions={
                <Link className="btn btn-outline-secondary" to={paths.levelReportsPrint.href({ levelId, term: level.term })}>
                  Print the level’s reports
                </Link>
              }
            />
            <Table responsive hover>
              <caption className="visually-hidden">
                Classes of {level.level.name}, term {level.term}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Class</th>
                  <th scope="col">Form teacher</th>
                  <th scope="col">Pupils complete</th>
                  <th scope="col">Gaps</th>
                  <th scope="col">Remark slips</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {level.classes.map((row) => (
                  <tr key={row.classYearId}>
                    <th scope="row">
                      <Link to={paths.reportSeason.href({ classYearId: row.classYearId, term: level.term })}>{row.name}</Link>
                    </th>
                    <td>{row.formTeacherName ?? <span className="text-body-secondary">None</span>}</td>
                    <td>
                      {row.pupilsComplete} of {row.pupils}
                    </td>
                    <td>{row.gaps}</td>
                    <td>{row.remarkIssues}</td>
                    <td>
                      <SeasonStateBadge state={row.season.state} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </>
        )}
      </QueryState>
    </>
  );
}

/** `/report-season/:levelId/:term`: the principal's view of a level's classes in one term. */
export default function LevelSeasonPage() {
  const { levelId = '', term = '' } = useParams();
  const parsed = TermSchema.safeParse(Number(term));
  if (!parsed.success) return <ErrorState error={new Error(`There is no term ${term}: terms are 1 to 4.`)} />;
  return <LevelTable levelId={levelId} term={parsed.data} />;
}
