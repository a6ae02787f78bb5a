import type { DataTableColumn } from '@/components/data-table/types';
import { actedBy, actingWords, eventChangeLines } from '@/components/record-history/history-values';
import type { AuditEvent } from '@/domain/audit/responses';
import { formatDateTime } from '@/lib/format-date';

// The columns of the audit screens. The server orders events newest first and sorts nothing else, so none is sortable.

const when: DataTableColumn<AuditEvent> = {
  id: 'at',
  header: 'When',
  sortable: false,
  className: 'text-nowrap',
  cell: (event) => <time dateTime={event.at}>{formatDateTime(event.at)}</time>,
  exportValue: (event) => formatDateTime(event.at),
};

const who: DataTableColumn<AuditEvent> = {
  id: 'actor',
  header: 'Who',
  sortable: false,
  cell: (event) => (
    <>
      {event.actor.name}
      {actingWords(event).map((words) => (
        <span key={words} className="d-block small text-body-secondary">
          {words}
        </span>
      ))}
    </>
  ),
  exportValue: actedBy,
};

const section: DataTableColumn<AuditEvent> = {
  id: 'section',
  header: 'Section',
  sortable: false,
  cell: (event) => event.section,
};

const recordColumn = (header: string): DataTableColumn<AuditEvent> => ({
  id: 'record',
  header,
  sortable: false,
  cell: (event) => event.record.label,
});

const change: DataTableColumn<AuditEvent> = {
  id: 'changes',
  header: 'Change',
  sortable: false,
  className: 'audit-change',
  cell: (event) => {
    const lines = eventChangeLines(event);
    return lines.length === 1 ? (
      lines[0]
    ) : (
      <ul className="list-unstyled mb-0">
        {lines.map((line, index) => (
          // A save can change one field twice in no event, but two fields may read alike: the index keeps keys apart.
          <li key={`${index}-${line}`}>{line}</li>
        ))}
      </ul>
    );
  },
  exportValue: (event) => eventChangeLines(event).join('; '),
};

/** A pupil's or a class's history: when, who, section, record, change. */
export const HISTORY_COLUMNS: readonly DataTableColumn<AuditEvent>[] = [when, who, section, recordColumn('Record'), change];

/** The log of reads of personal details: when, who, whose details. */
export const READS_COLUMNS: readonly DataTableColumn<AuditEvent>[] = [when, who, recordColumn('Pupil')];
