import type { ReactNode } from 'react';
import type { DataTableColumn } from '@/components/data-table/types';
import type { CcaYear } from '@/features/cca/api/cca-schemas';
import { GradedCount, MembersCount } from '@/features/cca/components/cca-summary';
import { formatWeekdays } from '@/domain/cca/cca';

/** The columns both CCA lists share, after a first column that links where the list leads. */
export function ccaColumns(
  nameCell: (row: CcaYear) => ReactNode,
  last: 'graded' | 'placesLeft',
): DataTableColumn<CcaYear>[] {
  return [
    { id: 'name', header: 'CCA', cell: nameCell, exportValue: (row) => row.name },
    { id: 'category', header: 'Category', cell: (row) => row.category },
    { id: 'meetingDays', header: 'Meets', cell: (row) => formatWeekdays(row.meetingDays), sortable: false },
    {
      id: 'teachers',
      header: 'Teachers in charge',
      cell: (row) => row.teachers.map((teacher) => teacher.fullName).join(', '),
      sortable: false,
    },
    {
      id: 'membersCount',
      header: 'Members',
      cell: (row) => <MembersCount cca={row} />,
      exportValue: (row) => `${row.membersCount} / ${row.capacity}`,
    },
    last === 'graded'
      ? {
          id: 'gradedCount',
          header: 'Graded',
          cell: (row) => <GradedCount cca={row} />,
          exportValue: (row) => row.gradedCount,
        }
      : { id: 'placesLeft', header: 'Places left', cell: (row) => row.placesLeft, className: 'text-end' },
  ];
}
