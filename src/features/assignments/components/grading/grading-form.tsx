import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { UnsavedChangesGuard } from '@/components/entry-grid/unsaved-changes-guard';
import type { FieldOf } from '@/components/record-form/apply-server-errors';
import { FormProblem, RestoredDraftNotice, SaveButton } from '@/components/record-form/record-form-parts';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { paths } from '@/config/paths';
import { useGradeSubmission, type GradeSubmissionBody } from '@/features/assignments/api/grade-submission';
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

/** The 422's field names the form shows at their field (`marks.N.mark`, `feedback`); others go to the form's alert. */
const fieldOf: FieldOf<GradingValues> = (key) => {
  const question = /^marks\.(\d+)\.mark$/.exec(key)?.[1];
  if (question !== undefined) return `marks.${Number(question)}.mark`;
  return key === 'feedback' ? 'feedback' : null;
};

/** Marks per question, total, feedback and annotations of one submission, kept as a draft until saved. */
export function GradingForm({ submission, questions, userId, refetch, onReloadSaved, aside, onReturned }: GradingFormProps) {
  const maxMarks = useMemo(
    () => new Map(questions.flatMap((question) => (question.auto ? [[question.id, question.auto.maxMark] as const] : []))),
    [questions],
  );
  const savedValues = useMemo(() => initialGradingValues(questions, submission.feedback), [questions, submission.feedback]);
  const mutation = useGradeSubmission(submission.id, { suppressErrorToast: true });
  const { form, dirty, restored, restoredDraft, conflict, problem, submit, saving, discard, edited } = useRecordForm({
    schema: gradingSchema(maxMarks),
    saved: submission,
    /** A submission's marks and feedback as the form shows them (its own saved marks over the questions'). */
    toValues: (record?: Submission): GradingWork =>
      toWork(
        initialGradingValues(
          questions.map((question) => ({
            ...question,
            savedMark: record?.marks.find((entry) => entry.materialId === question.id)?.mark ?? question.savedMark,
          })),
          record?.feedback ?? '',
        ),
        annotationsByFile(record?.annotations ?? []),
      ),
    toForm: (work) => ({ marks: withDraftMarks(savedValues.marks, work.marks), feedback: work.feedback }),
    fromForm: (values: GradingValues): GradingWork => toWork(values, annotations),
    toBody: (values, version): GradeSubmissionBody => ({
      marks: values.marks.map((entry) => ({ materialId: entry.materialId, mark: parseMark(entry.mark) ?? Number(entry.mark) })),
      feedback: values.feedback,
      annotations: annotationSets(annotations),
      version: version ?? submission.version,
    }),
    draftKey: gradingDraftKey(userId, submission.id),
    draft: {
      schema: GradingDraftSchema,
      toStored: (work, version) => ({ version: version ?? submission.version, ...work }),
      fromStored: ({ version, ...work }) => ({ values: work, version }),
    },
    save: (body) => mutation.mutateAsync(body),
    reload: refetch,
    versionOf: (record) => record.version,
    signatureOf: workSignature,
    fieldOf,
    errorFallback: 'The grading could not be saved.',
    onShown: (work) => setAnnotations(work.annotations),
    onSaved: (result) =>
      showToast({ variant: 'success', message: `Graded ${result.student.fullName}: ${result.score ?? 0} of ${result.maxScore}.` }),
    validateOn: 'onTouched',
  });
  // Drawn beside the form (not a react-hook-form field): a drawing is work to keep and save like a typed mark.
  const [annotations, setAnnotations] = useState<Readonly<Record<string, readonly Annotation[]>>>(
    () => restoredDraft?.annotations ?? annotationsByFile(submission.annotations),
  );
  useEffect(edited, [annotations, edited]);

  /** Drops the draft and shows the latest saved grading afresh (also "Load their grading" after a 409). */
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
          version={submission.version}
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
