import { DataTable } from '@/components/data-table/data-table';
import { PersonName } from '@/components/person-name';
import type { DataTableColumn } from '@/components/data-table/types';
import { useTableState } from '@/components/data-table/use-table-state';
import { ebadgeAwardsApi } from '@/features/ebadges/api/get-ebadge-awards';
import type { EbadgeAward } from '@/domain/ebadges/responses';
import { BadgeLabel } from '@/features/ebadges/components/badge-label';
import { formatDate } from '@/lib/format-date';

const COLUMNS: readonly DataTableColumn<EbadgeAward>[] = [
  { id: 'awardedAt', header: 'Awarded on', cell: (row) => formatDate(row.awardedAt) },
  {
    id: 'student',
    header: 'Student',
    cell: (row) => (row.student ? <PersonName name={row.student.fullName} /> : null),
    exportValue: (row) => row.student?.fullName,
    sortable: false,
  },
  {
    id: 'ebadge',
    header: 'E-badge',
    sortable: false,
    cell: (row) => (row.ebadge ? <BadgeLabel name={row.ebadge.name} colour={row.ebadge.colour} /> : null),
    exportValue: (row) => (row.ebadge ? `${row.ebadge.name} (${row.ebadge.colour})` : ''),
  },
  { id: 'awardedBy', header: 'Awarded by', cell: (row) => row.awardedBy?.fullName, sortable: false },
  { id: 'note', header: 'Note', cell: (row) => row.note },
];

/** Every award of the class this year, newest first, from the server. */
export function AwardsTable({ classYearId, academicYearId }: { classYearId: string; academicYearId: string }) {
  const table = useTableState({ defaultSortBy: '-awardedAt', prefix: 'awards.' });
  const params = table.paramsWith({ academicYearId });
  const awardsOfClass = ebadgeAwardsApi.of({ classYearId });
  const query = awardsOfClass.useList(params);
  return (
    <DataTable
      label="Awarded e-badges"
      showCaption
      columns={COLUMNS}
      query={query}
      state={table}
      emptyMessage="No e-badges awarded in this class yet."
      errorMessage="The awards could not be loaded."
      export={{
        filename: `${classYearId}-ebadges.csv`,
        fetchAll: async () => (await awardsOfClass.list({ ...params, page: 0, pageSize: 0 })).data,
      }}
    />
  );
}
