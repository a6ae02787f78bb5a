import type { KeyboardEvent } from 'react';
import { ClockHistory } from 'react-bootstrap-icons';
import type { EntryGridCellProps } from '@/components/entry-grid/entry-grid-controller';
import { actedBy } from '@/components/record-history/history-values';
import type { MarkChange } from '@/domain/audit/responses';
import { formatDateTime } from '@/lib/format-date';

/** The key that opens the focused mark's history; Alt keeps it off the grid's own keys and off typing. */
export const MARK_HISTORY_SHORTCUT = 'Alt+H';

/** Alt+H by the key's place, not its character: on a Mac, Alt+H types "˙". */
const isHistoryShortcut = (event: KeyboardEvent<HTMLInputElement>) =>
  event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey && event.code === 'KeyH';

/** "Last changed by Ms Priya Nair, Sat 21 Nov 2026, 09:30". */
export const lastChangeWords = (change: MarkChange) => `Last changed by ${actedBy(change)}, ${formatDateTime(change.at)}`;

/** Props of {@link MarkCell}. */
export interface MarkCellProps {
  /** The grid's props of this cell's input (value, navigation, paste). */
  cell: EntryGridCellProps;
  /** "Weighted Assessment 1 for Tan Wei Ming". */
  label: string;
  /** The sheet's hint, read with every cell. */
  hintId: string;
  readOnly: boolean;
  /** Who changed the mark last; undefined when nobody has since the record began. */
  lastChange: MarkChange | undefined;
  /** Unique on the page, for the last change's description. */
  changeId: string;
  onOpenHistory: () => void;
}

/**
 * One mark's input with, on hover or focus, who last changed it (a tooltip the input is described by, so a screen
 * reader says it too) and a History button. The button is out of the Tab order, so Tab still goes from mark to mark;
 * from the keyboard Alt+H opens the history instead. Both are plain DOM and CSS: nothing renders on hover or focus,
 * which keeps an 80-field grid quick.
 */
export function MarkCell({ cell, label, hintId, readOnly, lastChange, changeId, onOpenHistory }: MarkCellProps) {
  return (
    <div className="mark-cell">
      <input
        className="form-control form-control-sm entry-grid-cell text-end"
        style={{ width: '5.5rem' }}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        readOnly={readOnly}
        aria-label={label}
        aria-describedby={lastChange ? `${hintId} ${changeId}` : hintId}
        aria-keyshortcuts={MARK_HISTORY_SHORTCUT}
        {...cell}
        onKeyDown={(event) => {
          if (!isHistoryShortcut(event)) {
            cell.onKeyDown(event);
            return;
          }
          event.preventDefault();
          onOpenHistory();
        }}
      />
      <button type="button" className="btn btn-sm btn-link mark-cell-history" tabIndex={-1} aria-label={`History of ${label}`} onClick={onOpenHistory}>
        <ClockHistory aria-hidden="true" />
      </button>
      {lastChange ? (
        <span id={changeId} role="tooltip" className="mark-cell-change">
          {lastChangeWords(lastChange)}
        </span>
      ) : null}
    </div>
  );
}
