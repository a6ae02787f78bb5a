import { Link } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/types';
import { useTableState } from '@/components/data-table/use-table-state';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { fetchClassYears, useClassYears, type ClassYear } from '@/entities/class-year/class-year';
import { ALL_YEARS, ClassListFilters } from '@/features/classrooms/components/class-list-filters';
import { useSession } from '@/lib/session/session-context';

const COLUMNS: readonly DataTableColumn<ClassYear>[] = [
  {
    id: 'name',
    header: 'Class',
    cell: (row) => <Link to={paths.classroom.href({ classYearId: row.id })}>{row.name}</Link>,
    exportValue: (row) => row.name,
  },
  { id: 'level', header: 'Level', cell: (row) => row.masterLevel?.name },
  { id: 'academicYear', header: 'Academic Year', cell: (row) => row.academicYear?.year, sortable: false },
  { id: 'branch', header: 'Branch', cell: (row) => row.branch?.name, sortable: false },
  { id: 'homeroomTeacher', header: 'Homeroom Teacher', cell: (row) => row.homeroomTeacher?.fullName, sortable: false },
  { id: 'studentsCount', header: 'Students', cell: (row) => row.studentsCount, className: 'text-end' },
];

const FILTER_KEYS = ['academicYearId', 'masterLevelId', 'name'] as const;

/** `/classrooms`: the classes the user may see (principal: all), by academic year and level, searchable by name. */
export default function ClassroomsPage() {
  const { currentAcademicYear } = useSession();
  const table = useTableState({ defaultSortBy: 'level', filterKeys: FILTER_KEYS });
  const yearFilter = table.filters.academicYearId ?? currentAcademicYear.id;
  const filters = {
    academicYearId: yearFilter === ALL_YEARS ? undefined : yearFilter,
    masterLevelId: table.filters.masterLevelId,
    name: table.filters.name,
  };
  const params = table.paramsWith(filters);
  const query = useClassYears(params);

  return (
    <>
      <PageHeader title="Classrooms" description="Your classes this year; principals see every class." />
      <DataTable
        label="Classes"
        columns={COLUMNS}
        query={query}
        state={table}
        emptyMessage="No classes match these filters."
        emptyHint="Try another search, or clear a filter to see more."
        errorMessage="The classes could not be loaded."
        toolbar={
          <ClassListFilters
            values={{ academicYearId: yearFilter, masterLevelId: table.filters.masterLevelId ?? '', name: table.filters.name ?? '' }}
            onChange={(changes) => table.setFilters(changes)}
          />
        }
        export={{
          filename: 'classes.csv',
          fetchAll: async () => (await fetchClassYears({ ...params, page: 0, pageSize: 0 })).data,
        }}
      />
    </>
  );
}
