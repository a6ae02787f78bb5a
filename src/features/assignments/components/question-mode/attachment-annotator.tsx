import { useEffect, useMemo, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { PageLoader } from '@/components/page-loader';
import { ErrorState } from '@/components/query-state';
import { useObjectUrl } from '@/entities/uploaded-file/object-url';
import { useFileContent } from '@/entities/uploaded-file/uploaded-file';
import type { IssuedMaterial, Submission } from '@/features/assignments/api/grading-schemas';
import { useSubmission } from '@/features/assignments/api/submissions';
import type { UploadedFile } from '@/domain/lesson-content/material-content';
import { showToast } from '@/lib/toast-store';
import { LazyAnnotation } from '../annotation/lazy-annotation';
import { previewKindOf } from '../answers/previewable';
import { ConflictNotice } from '../grading/conflict-notice';
import { gradingQuestions } from '../grading/grading-values';
import { useAttachmentAnnotations } from './use-attachment-annotations';
import { useWindowHeight } from './use-window-height';

export interface AttachmentAnnotatorProps {
  studentAssignmentId: string;
  studentName: string;
  file: UploadedFile;
  /** The assignment's materials, to build the submission's questions as its grading page does. */
  materials: readonly IssuedMaterial[];
  userId: string;
  /** The walk through the question's attachments: previous, next and closing, held while a save is on its way. */
  navigation: (pending: boolean) => ReactNode;
  /** A save is on its way (the dialog then stays open) or has ended. */
  onPendingChange: (pending: boolean) => void;
  onClose: () => void;
  onSaved: (saved: Submission, from: number) => void;
}

/** The text tool on one student's attachment, with its own Save, inside the question mode's dialog. */
export function AttachmentAnnotator(props: AttachmentAnnotatorProps) {
  const submission = useSubmission(props.studentAssignmentId);
  if (submission.isError) {
    return (
      <Modal.Body>
        <ErrorState error={submission.error} fallbackMessage="The submission could not be loaded." onRetry={() => void submission.refetch()} />
      </Modal.Body>
    );
  }
  if (!submission.data) {
    return (
      <Modal.Body>
        <PageLoader label="Loading the submission…" />
      </Modal.Body>
    );
  }
  return <AnnotatorBody {...props} submission={submission.data} refetch={async () => (await submission.refetch()).data} />;
}

const DIALOG_CHROME_HEIGHT = 250;

interface AnnotatorBodyProps extends AttachmentAnnotatorProps {
  submission: Submission;
  refetch: () => Promise<Submission | undefined>;
}

function AnnotatorBody(props: AnnotatorBodyProps) {
  const { submission, refetch, file, studentName, materials, userId, navigation, onPendingChange, onClose, onSaved } = props;
  const questions = useMemo(
    () => gradingQuestions(materials, submission.questionOrder, submission.answers, submission.marks),
    [materials, submission.questionOrder, submission.answers, submission.marks],
  );
  const work = useAttachmentAnnotations({
    submission,
    questions,
    fileId: file.id,
    userId,
    refetch,
    onSaved: (saved, from) => {
      showToast({ variant: 'success', message: `Saved the annotations on ${file.fileName} for ${studentName}.` });
      onSaved(saved, from);
    },
  });
  useEffect(() => onPendingChange(work.pending), [work.pending, onPendingChange]);
  const content = useFileContent(file.id);
  const url = useObjectUrl(content.data);
  const kind = previewKindOf(file.mimeType);
  // The dialog's title, toolbar and footer take about this much of the window; the page gets the rest.
  const maxPageHeight = Math.max(320, useWindowHeight() - DIALOG_CHROME_HEIGHT);
  return (
    <>
      <Modal.Body>
        {work.showRestored ? (
          <Alert variant="info" className="d-flex align-items-center gap-3 flex-wrap">
            <span className="me-auto">Your unsaved annotations on this file were restored from this browser.</span>
            <Button size="sm" variant="outline-secondary" onClick={work.discard} disabled={work.pending}>
              Discard draft
            </Button>
          </Alert>
        ) : null}
        {work.conflict ? <ConflictNotice onKeepMine={() => void work.keepMine()} onLoadTheirs={() => void work.loadTheirs()} /> : null}
        {work.problem ? (
          <Alert variant="danger" role="alert">
            {work.problem}
          </Alert>
        ) : null}
        {content.isError ? <p className="text-danger">“{file.fileName}” could not be loaded.</p> : null}
        {!content.isError && (url === null || !content.data) ? <PageLoader label={`Loading ${file.fileName}…`} /> : null}
        {url !== null && content.data ? (
          <LazyAnnotation
            source={kind === 'pdf' ? { kind: 'pdf', blob: content.data } : { kind: 'image', url }}
            annotations={work.annotations}
            onChange={work.setAnnotations}
            maxPageHeight={maxPageHeight}
          />
        ) : null}
      </Modal.Body>
      <Modal.Footer className="annotate-dialog-footer">
        {navigation(work.pending)}
        <span className="small text-body-secondary ms-auto" role="status">
          {work.pending ? 'Saving…' : work.dirty ? 'Unsaved annotations are kept as a draft in this browser.' : 'No unsaved annotations.'}
        </span>
        <Button variant="outline-secondary" onClick={onClose} disabled={work.pending}>
          Close
        </Button>
        <Button onClick={() => void work.save()} disabled={!work.dirty || work.pending} aria-busy={work.pending}>
          {work.pending ? <Spinner size="sm" aria-hidden="true" className="me-2" /> : null}
          Save annotations
        </Button>
      </Modal.Footer>
    </>
  );
}
