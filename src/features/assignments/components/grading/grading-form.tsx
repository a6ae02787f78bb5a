import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { UnsavedChangesGuard } from '@/components/entry-grid/unsaved-changes-guard';
import { paths } from '@/config/paths';
import { useGradeSubmission } from '@/features/assignments/api/grade-submission';
import type { Submission } from '@/features/assignments/api/grading-schemas';
import type { Annotation } from '@/features/assignments/rules/annotation';
import { toApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toast-store';
import './grading.css';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';
import { CommentBank } from '../comment-bank/comment-bank';
import { ConflictNotice } from './conflict-notice';
import { clearGradingDraft, gradingDraftKey, readGradingDraft, useGradingDraftPersistence } from './grading-draft';
import { GradingQuestions } from './grading-questions';
import { GradingTotal } from './grading-total';
import { ReturnSubmission } from './return-submission';
import { SubmissionHistory } from './submission-history';
import {
  annotationSets,
  annotationsByFile,
  gradingSchema,
  initialGradingValues,
  parseMark,
  type GradingQuestion,
  type GradingValues,
} from './grading-values';
import { toWork, withDraftMarks, workSignature } from './grading-work';
import { useFeedbackCaret } from './use-feedback-caret';

export interface GradingFormProps {
  submission: Submission;
  questions: readonly GradingQuestion[];
  userId: string;
  /** Fetches the submission again (after a 409): answers the latest one. */
  refetch: () => Promise<Submission | undefined>;
  /** Throws away this form and shows the latest saved grading (after a 409, "Load their grading"). */
  onReloadSaved: () => void;
  /** The student and their hand-in, shown above the total in the grading panel. */
  aside?: ReactNode;
  /** The work was returned for resubmission: show the returned version afresh once the page has it. */
  onReturned: (returned: Submission) => void;
}

const SAVE_FAILED = 'The grading could not be saved.';
type FieldPath = `marks.${number}.mark` | 'feedback';
/** The 422's field names the form shows at their field; others go to the form's alert. */
const isFieldPath = (key: string): key is FieldPath => /^marks\.\d+\.mark$/.test(key) || key === 'feedback';

/** Marks per question, total, feedback and annotations of one submission, kept as a draft until saved. */
export function GradingForm({ submission, questions, userId, refetch, onReloadSaved, aside, onReturned }: GradingFormProps) {
  const draftKey = gradingDraftKey(userId, submission.id);
  const saved = useMemo(
    () => ({ values: initialGradingValues(questions, submission.feedback), annotations: annotationsByFile(submission.annotations) }),
    [questions, submission.feedback, submission.annotations],
  );
  const [restored] = useState(() => readGradingDraft(draftKey));
  const [version, setVersion] = useState(restored?.version ?? submission.version);
  const [annotations, setAnnotations] = useState<Record<string, readonly Annotation[]>>(
    () => restored?.annotations ?? saved.annotations,
  );
  const [baseline, setBaseline] = useState(() => workSignature(toWork(saved.values, saved.annotations)));
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [showRestored, setShowRestored] = useState(restored !== null);
  const maxMarks = useMemo(
    () => new Map(questions.flatMap((question) => (question.auto ? [[question.id, question.auto.maxMark] as const] : []))),
    [questions],
  );
  const form = useForm<GradingValues>({
    resolver: zodResolver(gradingSchema(maxMarks)),
    mode: 'onTouched',
    defaultValues: restored
      ? { marks: withDraftMarks(saved.values.marks, restored.marks), feedback: restored.feedback }
      : saved.values,
  });
  const annotationsRef = useRef(annotations);
  useEffect(() => {
    annotationsRef.current = annotations;
  }, [annotations]);

  const isDirtyWork = useCallback((work: Parameters<typeof workSignature>[0]) => workSignature(work) !== baseline, [baseline]);
  const scheduleDraft = useGradingDraftPersistence(draftKey, {
    version,
    current: () => toWork(form.getValues(), annotationsRef.current),
    isDirty: isDirtyWork,
  });
  const onEdit = useCallback(() => {
    setDirty(isDirtyWork(toWork(form.getValues(), annotationsRef.current)));
    scheduleDraft();
  }, [form, isDirtyWork, scheduleDraft]);

  useEffect(() => {
    // Called on every edit without re-rendering the form: a long feedback never re-renders the questions.
    return form.subscribe({ formState: { values: true }, callback: onEdit });
  }, [form, onEdit]);
  useEffect(onEdit, [annotations, onEdit]);

  const mutation = useGradeSubmission(submission.id, { suppressErrorToast: true });
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const result = await mutation.mutateAsync({
        marks: values.marks.map((entry) => ({ materialId: entry.materialId, mark: parseMark(entry.mark) ?? Number(entry.mark) })),
        feedback: values.feedback,
        annotations: annotationSets(annotations),
        version,
      });
      setVersion(result.version);
      setBaseline(workSignature(toWork(values, annotations)));
      setDirty(false);
      setConflict(false);
      setShowRestored(false);
      clearGradingDraft(draftKey);
      showToast({ variant: 'success', message: `Graded ${result.student.fullName}: ${result.score ?? 0} of ${result.maxScore}.` });
    } catch (error) {
      if (isMutationInFlight(error)) return;
      const info = toApiError(error, SAVE_FAILED);
      if (info.status === 409) {
        setConflict(true);
        return;
      }
      const entries = Object.entries(info.fieldErrors);
      let shown = 0;
      for (const [key, message] of entries) {
        if (!isFieldPath(key)) continue;
        form.setError(key, { type: 'server', message });
        shown += 1;
      }
      if (shown === 0 || shown < entries.length) setProblem(info.message);
    }
  });

  const keepMine = async () => {
    const latest = await refetch();
    if (latest) setVersion(latest.version);
    setConflict(false);
    scheduleDraft();
  };
  const discardDraft = () => {
    clearGradingDraft(draftKey);
    onReloadSaved();
  };

  const feedback = useFeedbackCaret(form);
  const marksIndex = new Map(form.getValues('marks').map((entry, index) => [entry.materialId, index]));
  const feedbackError = form.formState.errors.feedback?.message;
  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} className="grading-form" aria-label="Grading">
      <UnsavedChangesGuard
        when={dirty}
        body="Your marks and feedback stay as a draft in this browser until you save them."
        allowNavigation={(next) => next.pathname.startsWith(paths.assignment.href({ assignmentId: submission.assignmentId }) + '/')}
      />
      {showRestored ? (
        <Alert variant="info" className="d-flex align-items-center gap-3 flex-wrap">
          <span className="me-auto">Your unsaved grading of this submission was restored from this browser.</span>
          <Button size="sm" variant="outline-secondary" onClick={discardDraft}>
            Discard draft
          </Button>
        </Alert>
      ) : null}
      {conflict ? <ConflictNotice onKeepMine={() => void keepMine()} onLoadTheirs={discardDraft} /> : null}
      {submission.canGrade ? null : (
        <Alert variant="secondary">You may read this work. Only the teachers of this subject in this class grade it.</Alert>
      )}
      {/* A reader sees the marks and feedback as they stand, without a control to change them (docs/api.md, "Who grades"). */}
      <fieldset className="grading-layout" disabled={!submission.canGrade}>
      <GradingQuestions
        questions={questions}
        marksIndex={marksIndex}
        form={form}
        annotations={annotations}
        onAnnotationsChange={(fileId, items) => setAnnotations((current) => ({ ...current, [fileId]: items }))}
      />
      <aside className="grading-side" aria-label="Grade">
        {aside}
        <GradingTotal control={form.control} maxMarks={maxMarks} />
        <Form.Group controlId="grading-feedback" className="mb-3">
          <Form.Label>Feedback to the student</Form.Label>
          <Form.Control
            as="textarea"
            rows={4}
            isInvalid={Boolean(feedbackError)}
            aria-invalid={Boolean(feedbackError)}
            aria-describedby={feedbackError ? 'grading-feedback-error' : undefined}
            {...feedback.registration}
          />
          <Form.Control.Feedback type="invalid" id="grading-feedback-error">
            {feedbackError}
          </Form.Control.Feedback>
        </Form.Group>
        {problem ? (
          <Alert variant="danger" role="alert">
            {problem}
          </Alert>
        ) : null}
        {submission.canGrade ? (
        <>
        <div className="d-flex align-items-center gap-2 flex-wrap">
          <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending} className="text-nowrap">
            {mutation.isPending ? <Spinner size="sm" aria-hidden="true" className="me-2" /> : null}
            {mutation.isPending ? 'Saving…' : 'Save grade'}
          </Button>
          <span className="small text-body-secondary" role="status">
            {dirty ? 'Unsaved changes are kept as a draft in this browser.' : submission.state === 'Graded' ? 'Saved.' : ''}
          </span>
        </div>
        <CommentBank textToKeep={feedback.textToKeep} onInsert={feedback.insert} />
        <ReturnSubmission
          submission={submission}
          version={version}
          dirty={dirty}
          onReturned={(returned) => {
            clearGradingDraft(draftKey);
            onReturned(returned);
          }}
        />
        </>
        ) : null}
        <SubmissionHistory submission={submission} />
      </aside>
      </fieldset>
    </Form>
  );
}
