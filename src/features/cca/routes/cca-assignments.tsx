import { useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import { useTableState } from '@/components/data-table/use-table-state';
import { FilterBar } from '@/components/filter-bar';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { paths } from '@/config/paths';
import { useCcaYears } from '@/features/cca/api/cca-years';
import { ccaColumns } from '@/features/cca/components/cca-columns';
import { useSession } from '@/lib/session/session-context';
import { useCan } from '@/lib/session/use-can';

/** /ccaYearAssignment: this year's CCAs the user runs, with the places left to assign. */
export default function CcaAssignmentsRoute() {
  const { currentAcademicYear } = useSession();
  const canAssign = useCan('update', 'CcaInYear').allowed;
  // Without update permission the CCAs are listed for their places, but assigning is not offered.
  const columns = useMemo(
    () =>
      ccaColumns(
        (row) =>
          canAssign ? <Link to={paths.ccaYearAssignment.href({ ccaYearId: row.id })}>{row.name}</Link> : row.name,
        'placesLeft',
      ),
    [canAssign],
  );
  const state = useTableState({ defaultSortBy: 'name', filterKeys: ['name'] });
  const query = useCcaYears(state.paramsWith({ academicYearId: currentAcademicYear.id, name: state.filters.name }));
  const { setFilters } = state;
  const onSearch = useCallback((name: string) => setFilters({ name }), [setFilters]);

  return (
    <>
      <PageHeader
        title="CCA Assignment"
        description={
          canAssign
            ? `Assign students to the co-curricular activities you run in ${currentAcademicYear.year}`
            : `The co-curricular activities you run in ${currentAcademicYear.year}; you may view them but not assign students.`
        }
      />
      <DataTable
        label="CCAs to assign"
        columns={columns}
        query={query}
        state={state}
        emptyMessage={
          state.filters.name ? 'No CCA matches your search.' : `You run no CCA in ${currentAcademicYear.year}.`
        }
        errorMessage="Could not load your CCAs."
        toolbar={
          <FilterBar>
            <SearchInput
              label="Search CCAs"
              placeholder="CCA name, e.g. Chess"
              value={state.filters.name ?? ''}
              onSearch={onSearch}
            />
          </FilterBar>
        }
      />
    </>
  );
}
