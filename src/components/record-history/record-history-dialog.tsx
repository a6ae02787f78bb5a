import { useId, useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { QueryState } from '@/components/query-state';
import type { AuditEvent, RecordHistory } from '@/domain/audit/responses';
import type { AuditSection } from '@/domain/audit/sections';
import { useRecordHistory } from '@/entities/audit/record-history';
import { formatDateTime } from '@/lib/format-date';
import { eventChangeLines } from './history-values';
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
  /**
   * Only the events of these sections: a pupil's term record holds the remark, conduct, attendance and height and
   * weight, and the remark sheet's history is the remark's.
   */
  sections?: readonly AuditSection[];
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
          {eventChangeLines(event).map((line, index) => (
            <li key={event.changes[index]?.field ?? line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="record-history-changes text-body-secondary mb-0">{eventChangeLines(event).join(' ')}</p>
      )}
    </li>
  );
}

/**
 * The history of one record, newest first, in a dialog any screen can open (issue 24 §2): it reads the record's
 * history only while shown, and afresh each time it opens.
 */
export function RecordHistoryDialog({ show, onHide, recordType, recordId, title, sections }: RecordHistoryDialogProps) {
  const titleId = useId();
  const select = useMemo(
    () => (sections ? (answer: RecordHistory): RecordHistory => ({ data: answer.data.filter((event) => sections.includes(event.section)) }) : undefined),
    [sections],
  );
  const history = useRecordHistory(recordType, recordId, show, select);
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
