import { useState } from 'react';
import { CheckCircle, ExclamationTriangle, FileEarmarkText, Pencil, Printer } from 'react-bootstrap-icons';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Dashboard } from '@/features/dashboard/api/get-dashboard';
import { TaskEmpty, TaskPanel, TaskRow } from '@/features/dashboard/components/task-panel';
import { findUnsavedDrafts } from '@/features/dashboard/rules/unsaved-drafts';
import { REPORT_TYPE_LABELS } from '@/domain/reports/report-types';
import { countOf, nounFor } from '@/domain/school/count-words';


/** Principal: fully graded placement results still without a decision, per level, each opening final mode. */
export function PlacementPanel({ groups }: { groups: Dashboard['placementToFinalize'] }) {
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  return (
    <TaskPanel id="to-finalize-title" title="Placement results to finalize" count={total} icon={<CheckCircle />} hint="Fully graded applicants still waiting for your decision.">
      <ul className="task-list">
        {groups.map((group) => (
          <TaskRow key={`${group.programmeId}:${group.masterLevelId}`} meta={countOf(group.count, 'applicant')}>
            <Link
              to={paths.placementTestResultsAdd.href(undefined, {
                resultType: 'final',
                programmeId: group.programmeId,
                masterLevelId: group.masterLevelId,
              })}
            >
              {group.masterLevelName}
            </Link>
            <span className="text-body-secondary"> · {group.programmeName}</span>
          </TaskRow>
        ))}
      </ul>
    </TaskPanel>
  );
}

/** Subjects whose marks for the current term are not all in, worst first, each opening its mark sheet on that term. */
export function MissingMarksPanel({ dashboard }: { dashboard: Dashboard }) {
  const { missingMarks, missingMarksTotal, currentTerm } = dashboard;
  const more = missingMarksTotal.subjects - missingMarks.length;
  return (
    <TaskPanel
      id="missing-marks-title"
      title={`Subjects with marks missing in term ${currentTerm}`}
      count={missingMarksTotal.subjects}
      icon={<ExclamationTriangle />}
      hint="Subjects whose mark sheet for this term still has empty cells."
    >
      {missingMarks.length === 0 ? (
        <TaskEmpty>Every mark of term {currentTerm} is in for your subjects.</TaskEmpty>
      ) : (
        <ul className="task-list">
          {missingMarks.map((row) => {
            const entered = row.expected - row.missing;
            return (
              <TaskRow
                key={row.subjectYearId}
                meta={
                  <>
                    <span>{`${countOf(row.missing, 'mark')} missing`}</span>
                    <progress className="task-progress" max={row.expected} value={entered} aria-label={`${row.subjectYearName}: ${entered} of ${row.expected} marks in`} />
                  </>
                }
              >
                <Link to={paths.gradebookSubject.href({ subjectYearId: row.subjectYearId }, { term: String(row.term) })}>{row.subjectYearName}</Link>
              </TaskRow>
            );
          })}
        </ul>
      )}
      {more > 0 ? (
        <p className="task-more">
          And {countOf(more, 'more subject')} — <Link to={paths.gradebook.path}>open the Gradebook</Link>
        </p>
      ) : null}
    </TaskPanel>
  );
}

/** Classes (homeroom teacher's, or every class for a principal) whose term report can be printed now. */
export function ReportsPanel({ dashboard }: { dashboard: Dashboard }) {
  const { reportsReady, classesAwaitingMarks, currentTerm } = dashboard;
  return (
    <TaskPanel id="reports-ready-title" title="Reports ready to print" count={reportsReady.length} icon={<Printer />} hint={`Classes with every term ${currentTerm} mark in.`}>
      {reportsReady.length === 0 ? (
        <TaskEmpty>
          No class has every term {currentTerm} mark yet; {countOf(classesAwaitingMarks, 'class', 'classes')} still{' '}
          {nounFor(classesAwaitingMarks, 'waits', 'wait')} for marks.
        </TaskEmpty>
      ) : (
        <ul className="task-list">
          {reportsReady.map((row) => (
            <TaskRow key={row.classYearId} meta={REPORT_TYPE_LABELS[row.reportType]}>
              <Link to={paths.classroomReport.href({ classYearId: row.classYearId, term: row.term, reportType: row.reportType })}>{row.className}</Link>
            </TaskRow>
          ))}
        </ul>
      )}
    </TaskPanel>
  );
}

/** Marks or results typed into a grid in this browser and not saved yet, each linking back to its grid. */
export function DraftsPanel({ userId }: { userId: string }) {
  // Read once: drafts only change on the grids' own screens.
  const [drafts] = useState(() => findUnsavedDrafts(window.localStorage, userId));
  if (drafts.length === 0) return null;
  return (
    <TaskPanel id="drafts-title" title="Unsaved drafts" count={drafts.length} icon={<Pencil />} hint="Typed in this browser and not saved yet.">
      <ul className="task-list">
        {drafts.map((draft) => (
          <TaskRow key={draft.key} meta={countOf(draft.cells, 'unsaved cell')}>
            <FileEarmarkText className="me-2 text-body-secondary" aria-hidden="true" />
            <Link to={draft.href}>{draft.title}</Link>
            <span className="text-body-secondary"> · {draft.detail}</span>
          </TaskRow>
        ))}
      </ul>
    </TaskPanel>
  );
}
