import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { UnsavedChangesGuard } from '@/components/entry-grid/unsaved-changes-guard';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageLoader } from '@/components/page-loader';
import { ErrorState } from '@/components/query-state';
import type { IssuedMaterial } from '@/features/assignments/api/grading-schemas';
import { useQuestionAnswers } from '@/features/assignments/api/question-marks';
import { maxMarkOf } from '@/domain/lesson-content/marking';
import { AnnotateDialog } from './annotate-dialog';
import { QuestionRow } from './question-row';
import { useAnnotateDialog } from './use-annotate-dialog';
import { changedRows, initialMark, questionDraftKey, readQuestionDraft, writeQuestionDraft, type QuestionEdits } from './question-edits';
import { useQuestionSave } from './use-question-save';
import './question-mode.css';
import { countOf } from '@/domain/school/count-words';

export interface QuestionGradingProps {
  assignmentId: string;
  material: IssuedMaterial;
  /** Every material of the assignment: annotating builds a submission's questions from them. */
  materials: readonly IssuedMaterial[];
  userId: string;
}

/** One question's answers from every student, each with its mark: saved one by one or all changed at once. */
export function QuestionGrading({ assignmentId, material, materials, userId }: QuestionGradingProps) {
  const answers = useQuestionAnswers(assignmentId, material.id);
  const { pathname } = useLocation();
  const draftKey = questionDraftKey(userId, assignmentId, material.id);
  const [restored] = useState(() => readQuestionDraft(draftKey));
  const [edits, setEdits] = useState<QuestionEdits>(() => restored ?? {});
  const [showRestored, setShowRestored] = useState(restored !== null);
  const [confirming, setConfirming] = useState(false);
  const maxMark = maxMarkOf(material) ?? 0;
  const rows = useMemo(() => answers.data?.data ?? [], [answers.data]);
  const changed = useMemo(() => changedRows(rows, edits), [rows, edits]);
  const save = useQuestionSave({
    assignmentId,
    materialId: material.id,
    maxMark,
    edits,
    setEdits,
    refetch: async () => (await answers.refetch()).data?.data ?? null,
  });

  useEffect(() => writeQuestionDraft(draftKey, edits), [draftKey, edits]);
  // The rows get stable handlers, so typing one mark re-renders one row, not forty answers.
  const latest = useRef({ rows, save });
  useEffect(() => {
    latest.current = { rows, save };
  });
  const onType = useCallback((id: string, mark: string) => {
    const version = latest.current.rows.find((row) => row.id === id)?.version ?? 1;
    setEdits((current) => ({ ...current, [id]: { mark, version: current[id]?.version ?? version } }));
    latest.current.save.clearError(id);
  }, []);
  const onSave = useCallback((id: string) => {
    const row = latest.current.rows.find((candidate) => candidate.id === id);
    if (row) void latest.current.save.send([row]);
  }, []);
  const annotate = useAnnotateDialog(rows, setEdits);

  if (answers.isError)
    return <ErrorState error={answers.error} fallbackMessage="The answers could not be loaded." onRetry={() => void answers.refetch()} />;
  if (!answers.data) return <PageLoader label="Loading the answers…" />;

  const notHandedIn = rows.filter((row) => row.state === "Haven't submitted").length;
  return (
    <div className="question-grading">
      <UnsavedChangesGuard
        when={changed.length > 0}
        body="Your marks stay as a draft in this browser until you save them."
        allowNavigation={(next) => next.pathname === pathname}
      />
      {showRestored ? (
        <Alert variant="info" className="d-flex align-items-center gap-3 flex-wrap">
          <span className="me-auto">Your unsaved marks for this question were restored from this browser.</span>
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => {
              setEdits({});
              setShowRestored(false);
            }}
          >
            Discard draft
          </Button>
        </Alert>
      ) : null}
      {save.conflict.length > 0 ? (
        <Alert variant="warning" role="alert">
          <Alert.Heading as="h2" className="h6">
            Someone else saved the work of {save.conflictNames} after you opened it.
          </Alert.Heading>
          <p className="mb-2">Your marks are still here and kept as a draft. Keep yours to save them over, or load theirs.</p>
          <div className="d-flex gap-2 flex-wrap">
            <Button size="sm" onClick={() => void save.keepMine()}>
              Keep mine and save again
            </Button>
            <Button size="sm" variant="outline-secondary" onClick={() => void save.loadTheirs()}>
              Load their marks
            </Button>
          </div>
        </Alert>
      ) : null}
      {save.problem ? (
        <Alert variant="danger" role="alert">
          {save.problem}
        </Alert>
      ) : null}
      <div className="question-grading-bar">
        <span className="small text-body-secondary me-auto" role="status">
          {changed.length === 0 ? 'No unsaved marks.' : `${countOf(changed.length, 'unsaved mark')}, kept as a draft in this browser.`}
          {notHandedIn > 0 ? ` ${countOf(notHandedIn, 'student has', 'students have')} not handed in.` : ''}
        </span>
        <Button disabled={changed.length === 0 || save.pending} onClick={() => save.validate(changed) && setConfirming(true)}>
          Save all changed marks
        </Button>
      </div>
      {rows.map((row) => (
        <QuestionRow
          key={row.id}
          assignmentId={assignmentId}
          material={material}
          maxMark={maxMark}
          row={row}
          typed={edits[row.id]?.mark ?? initialMark(row)}
          changed={changed.includes(row)}
          error={save.errors[row.id]}
          conflict={save.conflict.includes(row.id)}
          saving={save.pending && save.sending.includes(row.id)}
          onType={onType}
          onSave={onSave}
          onAnnotate={annotate.open}
        />
      ))}
      <AnnotateDialog {...annotate.dialog} materials={materials} userId={userId} />
      <ConfirmDialog
        show={confirming}
        title={`Save ${countOf(changed.length, 'mark')}?`}
        body={
          <>
            <p>These students&apos; marks for “{material.title}” are saved; work with every question marked becomes Graded.</p>
            <ul className="mb-0">
              {changed.map((row) => (
                <li key={row.id}>
                  {row.student.fullName}: {edits[row.id]?.mark.trim()} / {maxMark}
                </li>
              ))}
            </ul>
          </>
        }
        confirmLabel="Save marks"
        onConfirm={() => save.send(changed)}
        onHide={() => setConfirming(false)}
      />
    </div>
  );
}
