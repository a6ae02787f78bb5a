import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useSearchParams } from 'react-router-dom';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { gridDraftKey, type PlacementDraftScope } from '@/components/entry-grid/grid-draft-scopes';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { EmptyState, ErrorState } from '@/components/query-state';
import { usePlacementSetting, type PlacementSetting } from '@/features/placement-results/api/get-placement-setting';
import { usePlacementTestDates } from '@/features/placement-results/api/get-placement-test-dates';
import { EntryFiltersForm } from '@/features/placement-results/components/entry-filters';
import { FinalTable } from '@/features/placement-results/components/final-table';
import { PrincipalGate } from '@/features/placement-results/components/principal-gate';
import { ResultTypeNav } from '@/features/placement-results/components/result-type-nav';
import { ScoreGrid } from '@/features/placement-results/components/score-grid';
import { useEntryRows } from '@/features/placement-results/components/use-entry-rows';
import { ANY_TEST_DATE, ENTRY_PAGE_SIZES, filtersComplete, readEntryQuery, resolveTestDate, type EntryQuery } from '@/features/placement-results/rules/entry-filters';
import { RESULT_TYPE_LABELS, settingFlagOf } from '@/features/placement-results/rules/result-types';
import type { PrincipalScope } from '@/lib/access-rules';
import { useSession } from '@/lib/session/session-context';

export const FILTERS_INCOMPLETE_MESSAGE = 'Please complete all of the filters above first.';
export const SETTING_NOT_FOUND_MESSAGE = 'Placement test setting is not found. Please contact administration to add it first';
function EntryRows({ query, setting, draftScope }: { query: EntryQuery; setting: PlacementSetting; draftScope: PlacementDraftScope }) {
  const { user } = useSession();
  const [, setParams] = useSearchParams();
  const data = useEntryRows(query, true);
  // One draft for every page of these filters: paging keeps what was typed on the other pages.
  const draftKey = gridDraftKey(user.id, { screen: 'placement-test-results', ...draftScope });
  const setPaging = (changes: Record<string, string | null>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  let body: ReactNode;
  if (data.error) body = <ErrorState error={data.error} onRetry={data.retry} retrying={data.isFetching} />;
  else if (!data.rows) body = <PageLoader />;
  else if (data.rows.length === 0 && (data.count ?? 0) > 0) body = <EmptyState>This page is past the last one.</EmptyState>;
  else if (data.rows.length === 0) {
    body = <EmptyState>No admitted student of this level has a placement test{query.filters.date === ANY_TEST_DATE ? '' : ' on this date'}.</EmptyState>;
  } else if (query.resultType === 'final') body = <FinalTable key={draftKey} rows={data.rows} setting={setting} />;
  else {
    body = <ScoreGrid key={draftKey} rows={data.rows} resultType={query.resultType} subjectTests={setting.subjectTests} draftKey={draftKey} />;
  }
  return (
    <>
      {body}
      {/* Nothing to page through: no pager. Past the last page (count > 0), it stays to lead back. */}
      {data.count === 0 ? null : (
        <DataTablePagination
          page={query.page}
          pageSize={query.pageSize}
          rowCount={data.rows?.length ?? 0}
          total={data.count}
          pageSizeOptions={ENTRY_PAGE_SIZES}
          onPageChange={(page) => setPaging({ page: page > 0 ? String(page) : null })}
          onPageSizeChange={(pageSize) => setPaging({ pageSize: String(pageSize), page: null })}
        />
      )}
    </>
  );
}

function EntryScreen({ scope }: { scope: PrincipalScope }) {
  const [params, setParams] = useSearchParams();
  const chosen = readEntryQuery(params, scope);
  const complete = filtersComplete(chosen.filters);
  const { academicYearId, branchId, programmeId, masterLevelId } = chosen.filters;
  const setting = usePlacementSetting(complete ? masterLevelId : null);
  const days = usePlacementTestDates(complete ? { academicYearId, branchId, programmeId, masterLevelId } : null);
  const date = complete && days.data ? resolveTestDate(chosen.filters.date, days.data) : chosen.filters.date;
  const query: EntryQuery = { ...chosen, filters: { ...chosen.filters, date } };
  const label = RESULT_TYPE_LABELS[query.resultType];
  const draftScope: PlacementDraftScope = { resultType: query.resultType, academicYearId, branchId, programmeId, masterLevelId, date };

  function changeFilters(changes: Partial<Record<string, string | null>>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === undefined) next.delete(key);
      else next.set(key, value);
    }
    // Another level (or branch, year) has other test days: open its most recent one.
    if (!('date' in changes)) next.delete('date');
    next.delete('page');
    setParams(next, { replace: true });
  }

  let body: ReactNode;
  if (!complete) body = <Alert variant="info">{FILTERS_INCOMPLETE_MESSAGE}</Alert>;
  else if (setting.isError) body = <ErrorState error={setting.error} onRetry={() => void setting.refetch()} retrying={setting.isFetching} />;
  else if (days.isError) body = <ErrorState error={days.error} onRetry={() => void days.refetch()} retrying={days.isFetching} />;
  else if (setting.isPending || days.isPending) body = <PageLoader />;
  else if (!setting.data) body = <Alert variant="warning">{SETTING_NOT_FOUND_MESSAGE}</Alert>;
  else if (!setting.data[settingFlagOf(query.resultType)]) body = <Alert variant="info">This level&apos;s placement test has no {label}.</Alert>;
  else body = <EntryRows query={query} setting={setting.data} draftScope={draftScope} />;

  return (
    <>
      <PageHeader title={label} description="Add or edit placement test results of the students admitted to a level." />
      <ResultTypeNav current={query.resultType} />
      <EntryFiltersForm filters={query.filters} testDate={complete ? date : ''} testDays={complete ? days.data : undefined} onChange={changeFilters} />
      {body}
    </>
  );
}

/** `/placement-test-results/add` (spec §2): result entry per type, or final mode with the finish action. */
export default function PlacementEntryPage() {
  return <PrincipalGate title="Add/Edit Result">{(scope) => <EntryScreen scope={scope} />}</PrincipalGate>;
}
