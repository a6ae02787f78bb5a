import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { IssuedMaterial, Submission } from '@/features/assignments/api/grading-schemas';
import { submissionApi } from '@/features/assignments/api/submissions';
import type { AnnotationTarget } from './annotation-targets';
import { AttachmentAnnotator } from './attachment-annotator';
import './annotate-dialog.css';

export interface AnnotateDialogProps {
  /** Every attachment of the question the text tool can write on, student by student. */
  targets: readonly AnnotationTarget[];
  /** The one shown; -1 closes the dialog. */
  index: number;
  onGo: (index: number) => void;
  onHide: () => void;
  materials: readonly IssuedMaterial[];
  userId: string;
  onSaved: (saved: Submission, from: number) => void;
}

/**
 * The annotation tool of the student's page, large, over question mode: one attachment at a time, with Previous
 * and Next walking the question's attachments student by student. Moving on or closing keeps unsaved
 * annotations as a draft, as moving between students on the grading page does.
 */
export function AnnotateDialog({ targets, index, onGo, onHide, materials, userId, onSaved }: AnnotateDialogProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const target = targets[index];
  const next = targets[index + 1];
  const previous = index > 0 ? targets[index - 1] : undefined;

  // The next student's work is fetched ahead, so moving on shows it at once.
  useEffect(() => {
    if (next) void queryClient.prefetchQuery(submissionApi.detailQuery(next.row.id));
  }, [next, queryClient]);

  const navigation = (saving: boolean) => (
      <div className="d-flex align-items-center gap-2 flex-wrap">
        <Button variant="outline-secondary" size="sm" disabled={!previous || saving} onClick={() => onGo(index - 1)}>
          Previous attachment
        </Button>
        <Button variant="outline-secondary" size="sm" disabled={!next || saving} onClick={() => onGo(index + 1)}>
          Next attachment
        </Button>
        <span className="small text-body-secondary">
          {index + 1} of {targets.length}
        </span>
      </div>
  );

  return (
    <Modal
      show={target !== undefined}
      onHide={() => !pending && onHide()}
      size="xl"
      fullscreen="lg-down"
      backdrop="static"
      scrollable
      dialogClassName="annotate-dialog"
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton={!pending} closeLabel="Close the annotation tool">
        <Modal.Title id={titleId} as="h2" className="h5">
          {target ? `Annotate ${target.file.fileName}: ${target.row.student.fullName}` : 'Annotate'}
        </Modal.Title>
      </Modal.Header>
      {target ? (
        <AttachmentAnnotator
          key={`${target.row.id}:${target.file.id}`}
          studentAssignmentId={target.row.id}
          studentName={target.row.student.fullName}
          file={target.file}
          materials={materials}
          userId={userId}
          navigation={navigation}
          onPendingChange={setPending}
          onClose={onHide}
          onSaved={onSaved}
        />
      ) : null}
    </Modal>
  );
}
