import { Link } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/types';
import { useTableState } from '@/components/data-table/use-table-state';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { useSveExamTypes } from '@/features/sve/api/sve-api';
import type { SveExamType } from '@/features/sve/api/sve-schemas';
import type { SveArea } from '@/features/sve/components/sve-areas';

const FILTER_KEYS = ['search'] as const;

function columnsFor(area: SveArea): readonly DataTableColumn<SveExamType>[] {
  return [
    {
      id: 'name',
      header: 'Exam type',
      cell: (row) => <Link to={area.href(row.id)}>{row.name}</Link>,
      exportValue: (row) => row.name,
    },
    {
      id: 'academicYear',
      header: 'Academic year',
      cell: (row) => row.academicYear,
    },
    {
      id: 'count',
      header: area.countHeader,
      cell: (row) => area.count(row),
      sortable: false,
    },
  ];
}

/** A list of SVE exam types (search, sort, pages) opening the area's page for one exam type. */
export function ExamTypesPage({ area }: { area: SveArea }) {
  const table = useTableState({
    defaultSortBy: '-academicYear',
    filterKeys: FILTER_KEYS,
  });
  const search = table.filters.search ?? '';
  const params = table.paramsWith({ search, ...(area.assignedOnly ? { assigned: 'true' } : {}) });
  const query = useSveExamTypes(params);
  return (
    <>
      <PageHeader title={area.title} description={area.description} />
      <DataTable
        label={`${area.title}: exam types`}
        columns={columnsFor(area)}
        query={query}
        state={table}
        density="compact"
        emptyMessage={search ? 'No exam types match this search.' : area.emptyMessage}
        errorMessage="The SVE exam types could not be loaded."
        toolbar={
          <SearchInput
            label="Search exam types"
            value={search}
            onSearch={(text) => table.setFilters({ search: text })}
          />
        }
      />
    </>
  );
}
