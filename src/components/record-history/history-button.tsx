import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ClockHistory } from 'react-bootstrap-icons';
import { RecordHistoryDialog, type RecordHistoryDialogProps } from './record-history-dialog';

/** Props of {@link HistoryButton}: the record, as the dialog takes it, and how the button looks. */
export interface HistoryButtonProps extends Omit<RecordHistoryDialogProps, 'show' | 'onHide'> {
  /** `icon`: a clock only, for a row of a table (named "History of …" for screen readers); `text`: "History". */
  look?: 'icon' | 'text';
  className?: string;
}

/**
 * Opens a record's history in one click from wherever the record is shown (issue 24 §2). The dialog mounts on the
 * first click only, so a table of 40 rows asks for no history until someone wants one.
 */
export function HistoryButton({ look = 'icon', className, ...record }: HistoryButtonProps) {
  const [opened, setOpened] = useState(false);
  const [show, setShow] = useState(false);
  const open = () => {
    setOpened(true);
    setShow(true);
  };
  return (
    <>
      {look === 'icon' ? (
        <Button variant="link" size="sm" className={`p-0 align-baseline history-button ${className ?? ''}`} aria-label={`History of ${record.title}`} title="History" onClick={open}>
          <ClockHistory aria-hidden="true" />
        </Button>
      ) : (
        <Button variant="outline-secondary" size="sm" className={className} aria-label={`History of ${record.title}`} onClick={open}>
          <ClockHistory aria-hidden="true" className="me-1" />
          History
        </Button>
      )}
      {opened ? <RecordHistoryDialog {...record} show={show} onHide={() => setShow(false)} /> : null}
    </>
  );
}
