import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { UnsavedChangesGuard } from '@/components/entry-grid/unsaved-changes-guard';
import { FormProblem, RestoredDraftNotice, SaveButton } from '@/components/record-form/record-form-parts';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { paths } from '@/config/paths';
import { useGradeSubmission } from '@/features/assignments/api/grade-submission';
import type { Submission } from '@/features/assignments/api/grading-schemas';
import type { Annotation } from '@/features/assignments/rules/annotation';
import { showToast } from '@/lib/toast-store';
import './grading.css';
import { CommentBank } from '../comment-bank/comment-bank';
import { ConflictNotice } from './conflict-notice';
import { gradingDraftKey, GradingDraftSchema, type GradingWork } from './grading-draft';
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

type FieldPath = `marks.${number}.mark` | 'feedback';
/** The 422's field names the form shows at their field; others go to the form's alert. */
const isFieldPath = (key: string): key is FieldPath => /^marks\.\d+\.mark$/.test(key) || key === 'feedback';
const fieldOf = (key: string): FieldPath | null => (isFieldPath(key) ? key : null);

/** Marks per question, total, feedback and annotations of one submission, kept as a draft until saved. */
export function GradingForm({ submission, questions, userId, refetch, onReloadSaved, aside, onReturned }: GradingFormProps) {
  const savedValues = useMemo(() => initialGradingValues(questions, submission.feedback), [questions, submission.feedback]);
  const maxMarks = useMemo(
    () => new Map(questions.flatMap((question) => (question.auto ? [[question.id, question.auto.maxMark] as const] : []))),
    [questions],
  );
  const mutation = useGradeSubmission(submission.id, { suppressErrorToast: true });
  // The annotations are drawn beside the form: null until the first drawing, then what is on screen.
  const [drawn, setDrawn] = useState<Record<string, readonly Annotation[]> | null>(null);
  const { form, dirty, restored, restoredDraft, conflict, problem, submit, saving, version, discard, edited } = useRecordForm({
    schema: gradingSchema(maxMarks),
    saved: submission,
    toValues: (saved?: Submission): GradingWork =>
      toWork(initialGradingValues(questions, saved?.feedback ?? ''), annotationsByFile(saved?.annotations ?? [])),
    toForm: (work) => ({ marks: withDraftMarks(savedValues.marks, work.marks), feedback: work.feedback }),
    fromForm: (values: GradingValues) => toWork(values, annotations),
    toBody: (values, draftVersion) => ({
      marks: values.marks.map((entry) => ({ materialId: entry.materialId, mark: parseMark(entry.mark) ?? Number(entry.mark) })),
      feedback: values.feedback,
      annotations: annotationSets(annotations),
      version: draftVersion ?? submission.version,
    }),
    draftKey: gradingDraftKey(userId, submission.id),
    draft: {
      schema: GradingDraftSchema,
      toStored: (work, draftVersion) => ({ version: draftVersion ?? submission.version, ...work }),
      fromStored: ({ version: draftVersion, ...work }) => ({ values: work, version: draftVersion }),
    },
    save: (body) => mutation.mutateAsync(body),
    reload: refetch,
    versionOf: (record) => record.version,
    signatureOf: workSignature,
    fieldOf,
    errorFallback: 'The grading could not be saved.',
    onShown: (work) => setDrawn(work.annotations),
    onSaved: (result) =>
      showToast({ variant: 'success', message: `Graded ${result.student.fullName}: ${result.score ?? 0} of ${result.maxScore}.` }),
    validateOn: 'onTouched',
  });
  const annotations: Readonly<Record<string, readonly Annotation[]>> =
    drawn ?? restoredDraft?.annotations ?? annotationsByFile(submission.annotations);
  useEffect(edited, [drawn, edited]);

  const discardDraft = () => {
    discard();
    onReloadSaved();
  };

  const feedback = useFeedbackCaret(form);
  const marksIndex = new Map(form.getValues('marks').map((entry, index) => [entry.materialId, index]));
  const feedbackError = form.formState.errors.feedback?.message;
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="grading-form" aria-label="Grading">
      <UnsavedChangesGuard
        when={dirty}
        body="Your marks and feedback stay as a draft in this browser until you save them."
        allowNavigation={(next) => next.pathname.startsWith(paths.assignment.href({ assignmentId: submission.assignmentId }) + '/')}
      />
      {restored ? (
        <RestoredDraftNotice onDiscard={discardDraft}>
          Your unsaved grading of this submission was restored from this browser.
        </RestoredDraftNotice>
      ) : null}
      {conflict ? <ConflictNotice onKeepMine={() => void conflict.keepMine()} onLoadTheirs={discardDraft} /> : null}
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
        onAnnotationsChange={(fileId, items) => setDrawn({ ...annotations, [fileId]: items })}
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
        <FormProblem problem={problem} className="mb-3" />
        {submission.canGrade ? (
        <>
        <div className="d-flex align-items-center gap-2 flex-wrap">
          <SaveButton saving={saving} label="Save grade" className="text-nowrap" />
          <span className="small text-body-secondary" role="status">
            {dirty ? 'Unsaved changes are kept as a draft in this browser.' : submission.state === 'Graded' ? 'Saved.' : ''}
          </span>
        </div>
        <CommentBank textToKeep={feedback.textToKeep} onInsert={feedback.insert} />
        <ReturnSubmission
          submission={submission}
          version={version ?? submission.version}
          dirty={dirty}
          onReturned={(returned) => {
            discard();
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
