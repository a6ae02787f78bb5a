import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { ErrorState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { alreadyAssignedMessage, ASSIGN_AGAIN_ADVICE, type AlreadyAssigned } from '@/domain/lesson-content/issued-work';
import { groupRecipients, type Recipient } from '@/features/resources/components/assign/group-recipients';
import { RecipientsList } from '@/features/resources/components/assign/recipients-list';
import { studentsText } from '@/features/resources/components/assign/students-text';
import { formatDate } from '@/lib/format-date';

/** The recipients query as the dialog reads it (a react-query result fits). */
export interface RecipientsQuery {
  data: { data: Recipient[]; count?: number; alreadyAssigned: AlreadyAssigned[] } | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  /** The previous choice's answer, shown while this one loads: not yet who receives it, nor what they already have. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

interface RecipientsDialogProps {
  show: boolean;
  /** What is being assigned, e.g. "Adding fractions" and its detail line. */
  contentName: string;
  contentDetail: ReactNode;
  startDate: string;
  dueDate: string;
  recipients: RecipientsQuery;
  assigning: boolean;
  onAssign: () => void;
  onHide: () => void;
}

/**
 * The same work already open for some of the chosen students: said before sending, with a link to each existing
 * assignment. Assigning it again is refused (docs/decisions/assignments.md): its dates can be changed instead.
 */
function AlreadyAssignedWarning({ found }: { found: readonly AlreadyAssigned[] }) {
  return (
    <Alert variant="warning">
      {found.map((existing) => (
        <p key={existing.assignmentId} className="mb-1">
          {alreadyAssignedMessage(existing)}{' '}
          <Link to={paths.assignment.href({ assignmentId: existing.assignmentId })}>Open the existing assignment</Link>
        </p>
      ))}
      <p className="mb-0">{ASSIGN_AGAIN_ADVICE}</p>
    </Alert>
  );
}

/** The confirmation step: who will receive the work, counted once each, before anything is sent. */
export function RecipientsDialog(props: RecipientsDialogProps) {
  const { show, contentName, contentDetail, startDate, dueDate, recipients, assigning, onAssign, onHide } = props;
  const grouped = recipients.data ? groupRecipients(recipients.data.data) : null;
  const alreadyAssigned = recipients.data?.alreadyAssigned ?? [];
  const canAssign = grouped !== null && grouped.count > 0 && alreadyAssigned.length === 0 && !recipients.isPlaceholderData && !assigning;
  return (
    <Modal
      show={show}
      onHide={assigning ? () => undefined : onHide}
      backdrop={assigning ? 'static' : true}
      keyboard={!assigning}
      aria-labelledby="assign-review-title"
      size="lg"
      centered
    >
      <Modal.Header closeButton={!assigning} closeLabel="Close">
        <Modal.Title id="assign-review-title" as="h2" className="h5">
          Review recipients
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-1">
          <strong>{contentName}</strong>
          {contentDetail ? <span className="text-body-secondary"> · {contentDetail}</span> : null}
        </p>
        <p className="text-body-secondary small">
          From {formatDate(startDate)}, due {formatDate(dueDate)}
        </p>
        {recipients.isPending ? (
          <p role="status">
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            Finding the students…
          </p>
        ) : recipients.isError || !grouped ? (
          <ErrorState
            error={recipients.error}
            fallbackMessage="The recipients could not be loaded."
            onRetry={() => void recipients.refetch()}
            retrying={recipients.isRefetching}
          />
        ) : grouped.count === 0 ? (
          <Alert variant="warning">Nobody would receive it: the chosen classes have no students.</Alert>
        ) : (
          <>
            {alreadyAssigned.length > 0 ? <AlreadyAssignedWarning found={alreadyAssigned} /> : null}
            <p className="fw-semibold" aria-live="polite">
              {studentsText(grouped.count)} will receive it
              {grouped.groups.length > 1 ? `, from ${grouped.groups.length} classes` : ''}.
            </p>
            <RecipientsList groups={grouped.groups} />
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={assigning}>
          Back to the form
        </Button>
        <Button onClick={onAssign} disabled={!canAssign} aria-busy={assigning}>
          {assigning ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
          Assign
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
