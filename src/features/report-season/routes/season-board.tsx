import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { ErrorState, QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { TermSchema } from '@/domain/form-class/bodies';
import type { Term } from '@/domain/gradebook/term-score';
import type { BoardPupil, SeasonBoard } from '@/domain/report-season/responses';
import { useClassYear } from '@/entities/class-year/class-year';
import { useSeasonBoard } from '@/features/report-season/api/season-queries';
import { BoardTable } from '@/features/report-season/components/board-table';
import { SeasonActions, type SeasonRoles } from '@/features/report-season/components/season-actions';
import { SeasonHistory } from '@/features/report-season/components/season-history';
import { SeasonStateBadge } from '@/features/report-season/components/season-state-badge';
import { SuggestDialog } from '@/features/report-season/components/suggest-dialog';
import { SuggestionsPanel } from '@/features/report-season/components/suggestions-panel';
import { gapsOf, summarizeBoard, summaryWords } from '@/features/report-season/rules/board-summary';
import { usePrincipalScope } from '@/lib/session/my-positions';
import { useSession } from '@/lib/session/session-context';

function hasRemark(pupil: BoardPupil): pupil is BoardPupil & { remark: NonNullable<BoardPupil['remark']> } {
  return pupil.remark !== null;
}

function Board({ board, refetch }: { board: SeasonBoard; refetch: () => Promise<unknown> }) {
  const { user, currentAcademicYear } = useSession();
  const principal = usePrincipalScope();
  // The class's own year for the form-class sheets' links; the current one until it has loaded (or if refused).
  const classYear = useClassYear(board.classYear.id);
  const academicYearId = classYear.data?.academicYearId ?? currentAcademicYear.id;
  const [searchParams, setSearchParams] = useSearchParams();
  const onlyGaps = searchParams.get('gaps') === '1';
  const [suggestingFor, setSuggestingFor] = useState<string | null>(null);
  const { season } = board;
  const roles: SeasonRoles = { formTeacher: user.classYearsIds.includes(board.classYear.id), principal: principal.scope !== null };
  const asked = season.proofreader?.userId === user.id;
  const proofreading = asked && season.state !== 'signedOff';
  const summary = summarizeBoard(board.pupils);
  const pupils = onlyGaps ? board.pupils.filter((pupil) => gapsOf(pupil) > 0) : board.pupils;
  const suggestingPupil = board.pupils.filter(hasRemark).find((pupil) => pupil.studentId === suggestingFor);

  return (
    <>
      <PageHeader
        title={`Report season: ${board.classYear.name}, term ${board.term}`}
        crumbs={{ classroom: board.classYear.name, reportSeason: `Term ${board.term} report season` }}
        description={
          <>
            <SeasonStateBadge state={season.state} /> {summaryWords(summary)}
            {season.proofreader ? <> · proofreader: {season.proofreader.name}</> : null}
            {roles.principal ? (
              <>
                {' · '}
                <Link to={paths.levelReportSeason.href({ levelId: board.classYear.levelId, term: board.term })}>
                  All classes of {board.classYear.levelName}
                </Link>
              </>
            ) : null}
          </>
        }
        actions={
          <>
            <SeasonActions board={board} gaps={summary.gaps} roles={roles} onReload={refetch} />
            {roles.formTeacher || roles.principal ? (
              <Link className="btn btn-outline-secondary" to={paths.classReportsPrint.href({ classYearId: board.classYear.id, term: board.term })}>
                Print reports
              </Link>
            ) : null}
          </>
        }
      />
      {season.lockedMessage ? (
        <Alert variant="info">
          <span className="fw-semibold">Locked. </span>
          {season.lockedMessage}
        </Alert>
      ) : null}
      {season.readyOverride && season.state !== 'open' ? (
        <Alert variant="warning">Marked ready with gaps: “{season.readyOverride}”</Alert>
      ) : null}
      <SeasonHistory history={season.history} />
      {roles.formTeacher || asked ? (
        <SuggestionsPanel classYearId={board.classYear.id} term={board.term} canDecide={roles.formTeacher && season.state !== 'signedOff'} />
      ) : null}
      <Form.Check
        type="switch"
        id="season-only-gaps"
        className="mb-2"
        label="Only pupils with gaps"
        checked={onlyGaps}
        onChange={(event) =>
          setSearchParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              if (event.target.checked) next.set('gaps', '1');
              else next.delete('gaps');
              return next;
            },
            { replace: true },
          )
        }
      />
      {pupils.length === 0 ? (
        <p className="text-body-secondary">{onlyGaps ? 'No pupil has a gap: every section is complete.' : 'The class has no pupils.'}</p>
      ) : (
        <BoardTable
          board={board}
          pupils={pupils}
          academicYearId={academicYearId}
          pupilActions={
            proofreading
              ? (pupil) =>
                  pupil.remark ? (
                    <Button
                      size="sm"
                      variant="link"
                      className="p-0 d-block"
                      onClick={() => setSuggestingFor(pupil.studentId)}
                      aria-label={`Suggest a change to ${pupil.fullName}'s remark`}
                    >
                      Suggest a change
                    </Button>
                  ) : null
              : undefined
          }
        />
      )}
      {suggestingPupil ? (
        <SuggestDialog
          classYearId={board.classYear.id}
          term={board.term}
          pupil={suggestingPupil}
          onHide={() => setSuggestingFor(null)}
          onReload={refetch}
        />
      ) : null}
    </>
  );
}

function TermBoard({ classYearId, term }: { classYearId: string; term: Term }) {
  const query = useSeasonBoard(classYearId, term);
  return (
    <>
      {/* The board's own header names the class; a refusal or failure still needs the screen's heading. */}
      {query.isError ? <PageHeader title={`Report season, term ${term}`} /> : null}
      <QueryState query={query} errorMessage="The report-season board could not be loaded." loadingLabel="Loading the board…">
        {(board) => <Board board={board} refetch={query.refetch} />}
      </QueryState>
    </>
  );
}

/** `/classrooms/:classYearId/:term/season`: every pupil's every report section of one term, and the season's steps. */
export default function SeasonBoardPage() {
  const { classYearId = '', term = '' } = useParams();
  const parsed = TermSchema.safeParse(Number(term));
  if (!parsed.success) return <ErrorState error={new Error(`There is no term ${term}: terms are 1 to 4.`)} />;
  return <TermBoard classYearId={classYearId} term={parsed.data} />;
}
