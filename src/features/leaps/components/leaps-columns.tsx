import { Link } from 'react-router-dom';
import type { DataTableColumn } from '@/components/data-table/types';
import { paths } from '@/config/paths';
import type { LeapsEvent } from '@/domain/leaps/responses';
import { formatDate } from '@/lib/format-date';
import { LEAPS_DOMAIN_LABELS, leapsLevelLabel } from '@/domain/leaps/leaps';

/** "Tan Wei Ming, Lim Hui Min +3": the first two names, then how many more (other classes' students included). */
export function studentsSummary(event: LeapsEvent): string {
  const shown = event.students.slice(0, 2).map((student) => student.fullName);
  const more = event.studentsCount - shown.length;
  return more > 0 ? `${shown.join(', ')} +${more}` : shown.join(', ');
}

/** The list's columns; the server sorts by name, domain, level and date (docs/api.md). The name opens the event. */
export const LEAPS_COLUMNS: readonly DataTableColumn<LeapsEvent>[] = [
  {
    id: 'name',
    header: 'Event',
    cell: (row) => <Link to={paths.leapsEvent.href({ leapsEventId: row.id })}>{row.name}</Link>,
    exportValue: (row) => row.name,
    truncate: '16rem',
  },
  { id: 'domain', header: 'Domain', cell: (row) => LEAPS_DOMAIN_LABELS[row.domain] },
  { id: 'level', header: 'Level', cell: (row) => leapsLevelLabel(row.domain, row.level), truncate: false },
  { id: 'date', header: 'Date', cell: (row) => formatDate(row.date), exportValue: (row) => row.date },
  {
    id: 'students',
    header: 'Students',
    cell: (row) => studentsSummary(row),
    exportValue: (row) => row.students.map((student) => student.fullName).join('; '),
    sortable: false,
    truncate: '18rem',
  },
  { id: 'academicYear', header: 'Academic year', cell: (row) => row.academicYear.name, sortable: false },
];
