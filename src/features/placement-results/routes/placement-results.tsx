import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { useTableState } from '@/components/data-table/use-table-state';
import { PageHeader } from '@/components/page-header';
import { PLACEMENT_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZE_OPTIONS } from '@/config/constants';
import {
  fetchPlacementResults,
  usePlacementResults,
  type ResultListFilters,
  type ResultListItem,
} from '@/features/placement-results/api/get-placement-results';
import { AddResultMenu } from '@/features/placement-results/components/add-result-menu';
import { BulkFinalizeBar } from '@/features/placement-results/components/bulk-finalize-bar';
import { PrincipalGate } from '@/features/placement-results/components/principal-gate';
import { RESULT_COLUMNS } from '@/features/placement-results/components/results-columns';
import { ResultsFilters } from '@/features/placement-results/components/results-filters';
import type { PrincipalScope } from '@/lib/access-rules';

const TITLE = 'Placement Test Results';
const FILTER_KEYS = ['masterProgrammeId', 'masterLevelId', 'studentId', 'ptResultStatus'] as const;

function ResultsList({ scope }: { scope: PrincipalScope }) {
  const table = useTableState({
    defaultPageSize: PLACEMENT_DEFAULT_PAGE_SIZE,
    pageSizeOptions: TABLE_PAGE_SIZE_OPTIONS,
    filterKeys: FILTER_KEYS,
  });
  const filters: ResultListFilters = table.filters;
  const params = table.paramsWith({ ...filters, branchId: scope.branchId, academicYearId: scope.academicYearId });
  const query = usePlacementResults(params);
  // Rows are remembered when picked, so a selection spanning pages can still be judged "fully graded".
  const [selected, setSelected] = useState<ReadonlyMap<string, ResultListItem>>(new Map());

  function changeSelection(ids: string[]) {
    const onPage = new Map((query.data?.data ?? []).map((row) => [row.id, row]));
    setSelected(new Map(ids.flatMap((id) => {
      const row = selected.get(id) ?? onPage.get(id);
      return row ? [[id, row] as const] : [];
    })));
  }

  return (
    <>
      <PageHeader title={TITLE} actions={<AddResultMenu />} />
      {selected.size > 0 ? <BulkFinalizeBar selected={[...selected.values()]} onFinalized={() => setSelected(new Map())} /> : null}
      <DataTable
        label="Placement test results"
        density="compact"
        columns={RESULT_COLUMNS}
        query={query}
        state={table}
        emptyMessage="No placement test results match these filters."
        emptyHint="Try another search, or clear a filter to see more."
        toolbar={<ResultsFilters filters={filters} onChange={table.setFilters} />}
        selection={{
          selectedIds: [...selected.keys()],
          onSelectionChange: changeSelection,
          getRowLabel: (row) => row.student?.fullName ?? row.studentId,
        }}
        export={{
          filename: 'placement-test-results.csv',
          fetchAll: async () => (await fetchPlacementResults({ ...params, page: 0, pageSize: 0 })).data,
        }}
      />
    </>
  );
}

/** `/placement-test-results` (spec §2); non-principals get the title and the refusal only. */
export default function PlacementResultsPage() {
  return (
    <PrincipalGate title={TITLE}>
      {(scope) => <ResultsList scope={scope} />}
    </PrincipalGate>
  );
}
