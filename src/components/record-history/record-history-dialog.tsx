import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { QueryState } from '@/components/query-state';
import type { AuditEvent } from '@/domain/audit/responses';
import { useRecordHistory } from '@/entities/audit/record-history';
import { formatDateTime } from '@/lib/format-date';
import { historyChange } from './history-values';
import './record-history.css';

/** Props of {@link RecordHistoryDialog}. */
export interface RecordHistoryDialogProps {
  show: boolean;
  onHide: () => void;
  /** The record's type as the backend names it ("Mark", "TermRecord", "CalendarEvent", …). */
  recordType: string;
  recordId: string;
  /** The record in words, after "History of": "Weighted Assessment 1 · Tan Wei Ming". */
  title: string;
}

/** One entry: who, as whom, how they signed in, when, and each field from → to. */
function HistoryEntry({ event }: { event: AuditEvent }) {
  return (
    <li className="record-history-entry">
      <div className="record-history-who">
        {/* The spaces between the pieces are for the words read aloud and copied; the flex gap spaces them on screen. */}
        <span className="fw-semibold">{event.actor.name}</span>{' '}
        {event.onBehalfOf ? <span>as {event.onBehalfOf.name}</span> : null}{' '}
        {event.via === 'hand-off' ? <span className="badge text-bg-light border fw-normal">through the admin portal</span> : null}
      </div>
      <time className="record-history-when" dateTime={event.at}>
        {formatDateTime(event.at)}
      </time>
      {event.changes.length > 0 ? (
        <ul className="record-history-changes">
          {event.changes.map((change) => (
            <li key={change.field}>{historyChange(change)}</li>
          ))}
        </ul>
      ) : (
        <p className="record-history-changes text-body-secondary mb-0">
          {event.kind === 'access' ? 'Read the record.' : 'Saved with no change.'}
        </p>
      )}
    </li>
  );
}

/**
 * The history of one record, newest first, in a dialog any screen can open (issue 24 §2): it reads the record's
 * history only while shown, and afresh each time it opens.
 */
export function RecordHistoryDialog({ show, onHide, recordType, recordId, title }: RecordHistoryDialogProps) {
  const titleId = useId();
  const history = useRecordHistory(recordType, recordId, show);
  return (
    <Modal show={show} onHide={onHide} aria-labelledby={titleId} scrollable centered>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          History of {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <QueryState
          query={history}
          isEmpty={(answer) => answer.data.length === 0}
          empty="No changes recorded yet."
          errorMessage="The history could not be loaded."
          loadingLabel="Loading the history…"
        >
          {(answer) => (
            <ol className="record-history-list" aria-label="Changes, newest first">
              {answer.data.map((event) => (
                <HistoryEntry key={event.id} event={event} />
              ))}
            </ol>
          )}
        </QueryState>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
