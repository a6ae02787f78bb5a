import { Link } from 'react-router-dom';
import type { DataTableColumn } from '@/components/data-table/types';
import { paths } from '@/config/paths';
import type { SchemeOfWork } from '@/features/scheme-of-work/api/sow-schemas';

/** The /sows table: each scheme by subject, level and term, linking to its weeks. */
export const SOW_COLUMNS: DataTableColumn<SchemeOfWork>[] = [
  {
    id: 'title',
    header: 'Scheme of work',
    cell: (row) => <Link to={paths.sow.href({ sowId: row.id })}>{row.title}</Link>,
    exportValue: (row) => row.title,
  },
  { id: 'subjectName', header: 'Subject', cell: (row) => row.subjectName },
  { id: 'levelOrder', header: 'Level', cell: (row) => row.levelName, exportValue: (row) => row.levelName },
  { id: 'term', header: 'Term', cell: (row) => `Term ${row.term}`, exportValue: (row) => row.term },
  {
    id: 'plannedWeeks',
    header: 'Weeks planned',
    cell: (row) => `${row.plannedWeeks} / ${row.weeksCount}`,
    exportValue: (row) => `${row.plannedWeeks} / ${row.weeksCount}`,
  },
];
