import { useCallback, useId } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import { useTableState } from '@/components/data-table/use-table-state';
import { FilterBar } from '@/components/filter-bar';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { paths } from '@/config/paths';
import { useAcademicYearOptions } from '@/entities/academic-year/academic-year';
import { fetchCcaYears, useCcaYears } from '@/features/cca/api/cca-years';
import { ccaColumns } from '@/features/cca/components/cca-columns';
import { useSession } from '@/lib/session/session-context';

const COLUMNS = ccaColumns(
  (row) => <Link to={paths.ccaYear.href({ ccaYearId: row.id, academicYearId: row.academicYearId })}>{row.name}</Link>,
  'graded',
);

/** /ccaYear: the CCAs the user is in charge of in a year (the current one by default), with grading completion. */
export default function CcaYearsRoute() {
  const { currentAcademicYear } = useSession();
  const id = useId();
  const state = useTableState({ defaultSortBy: 'name', filterKeys: ['academicYearId', 'name'] });
  const academicYearId = state.filters.academicYearId ?? currentAcademicYear.id;
  const years = useAcademicYearOptions();
  const yearName = years.data?.data.find((year) => year.id === academicYearId)?.year ?? currentAcademicYear.year;
  const params = state.paramsWith({ academicYearId, name: state.filters.name });
  const query = useCcaYears(params);
  const { setFilters } = state;
  const onSearch = useCallback((name: string) => setFilters({ name }), [setFilters]);

  return (
    <>
      <PageHeader
        title="CCA Grading"
        description={`The co-curricular activities you are in charge of in ${yearName}`}
      />
      <DataTable
        label="CCAs"
        columns={COLUMNS}
        query={query}
        state={state}
        emptyMessage={
          state.filters.name ? 'No CCA matches your search.' : `You are in charge of no CCA in ${yearName}.`
        }
        errorMessage="Could not load your CCAs."
        toolbar={
          <FilterBar>
            <Form.Group controlId={`${id}-year`}>
              <Form.Label>Academic year</Form.Label>
              <Form.Select
                value={academicYearId}
                onChange={(event) =>
                  setFilters({
                    academicYearId: event.target.value === currentAcademicYear.id ? null : event.target.value,
                  })
                }
              >
                {(years.data?.data ?? [currentAcademicYear]).map((year) => (
                  <option key={year.id} value={year.id}>
                    {year.year}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <SearchInput
              label="Search CCAs"
              placeholder="CCA name, e.g. Chess"
              value={state.filters.name ?? ''}
              onSearch={onSearch}
            />
          </FilterBar>
        }
        export={{
          filename: `cca-grading-${yearName}`,
          fetchAll: async () => (await fetchCcaYears({ ...params, page: 0, pageSize: 0 })).data,
        }}
      />
    </>
  );
}
