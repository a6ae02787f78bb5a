import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/types';
import { useTableState } from '@/components/data-table/use-table-state';
import { FilterBar } from '@/components/filter-bar';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { paths } from '@/config/paths';
import { useClassYears, type ClassYear } from '@/entities/class-year/class-year';
import { useSession } from '@/lib/session/session-context';

const COLUMNS: readonly DataTableColumn<ClassYear>[] = [
  {
    id: 'name',
    header: 'Class',
    cell: (row) => <Link to={paths.ebadgesClass.href({ classYearId: row.id, academicYearId: row.academicYearId })}>{row.name}</Link>,
    exportValue: (row) => row.name,
  },
  { id: 'level', header: 'Level', cell: (row) => row.masterLevel?.name },
  { id: 'homeroomTeacher', header: 'Homeroom Teacher', cell: (row) => row.homeroomTeacher?.fullName, sortable: false },
  { id: 'studentsCount', header: 'Students', cell: (row) => row.studentsCount, className: 'text-end' },
];

/** `/ebadges`: the user's classes of the current year, each opening its e-badge page. */
export default function EbadgesPage() {
  const { currentAcademicYear } = useSession();
  const table = useTableState({ defaultSortBy: 'level', filterKeys: ['name'] });
  const params = table.paramsWith({ academicYearId: currentAcademicYear.id, name: table.filters.name });
  const query = useClassYears(params);

  const { setFilters } = table;
  const onSearch = useCallback((name: string) => setFilters({ name }), [setFilters]);

  return (
    <>
      <PageHeader title="E-Badges" description={`Choose a class to award e-badges for ${currentAcademicYear.year}.`} />
      <DataTable
        label="Classes"
        columns={COLUMNS}
        query={query}
        state={table}
        emptyMessage="No classes match."
        errorMessage="The classes could not be loaded."
        toolbar={
          <FilterBar>
            <SearchInput label="Search by name" placeholder="Class name, e.g. Courage" value={table.filters.name ?? ''} onSearch={onSearch} />
          </FilterBar>
        }
      />
    </>
  );
}
