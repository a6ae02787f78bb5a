import { Link } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import { useTableState } from '@/components/data-table/use-table-state';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useAcademicYearOptions } from '@/entities/academic-year/academic-year';
import { fetchLeapsEvents, useLeapsEvents } from '@/features/leaps/api/leaps-events';
import { AttainmentSummary } from '@/features/leaps/components/attainment-summary';
import { LEAPS_COLUMNS } from '@/features/leaps/components/leaps-columns';
import { LeapsFilters } from '@/features/leaps/components/leaps-filters';
import { useSession } from '@/lib/session/session-context';
import { useCan } from '@/lib/session/use-can';
import '@/features/leaps/components/leaps.css';

const FILTER_KEYS = ['classYearId', 'domain', 'academicYearId', 'search'] as const;
/** Newest first: what was just recorded is on the first page. */
const DEFAULT_SORT = '-date';

/** `/leaps`: the LEAPS events of the user's students, and with a class chosen, each student's attainment. */
export default function LeapsEventsPage() {
  const { currentAcademicYear } = useSession();
  const canCreate = useCan('create', 'LeapsEvent').allowed;
  const years = useAcademicYearOptions();
  const table = useTableState({ defaultSortBy: DEFAULT_SORT, filterKeys: FILTER_KEYS });
  const values = {
    classYearId: table.filters.classYearId ?? '',
    domain: table.filters.domain ?? '',
    academicYearId: table.filters.academicYearId ?? '',
    search: table.filters.search ?? '',
  };
  // `search` is the list contract's own parameter; it travels with the filters.
  const params = table.paramsWith(values);
  const query = useLeapsEvents(params);
  const filtered = Object.values(values).some(Boolean);
  const summaryYearId = values.academicYearId || currentAcademicYear.id;
  const summaryYear = years.data?.data.find((year) => year.id === summaryYearId)?.year ?? currentAcademicYear.year;

  return (
    <>
      <PageHeader
        title="LEAPS"
        description="Participation, achievement, leadership and service events of your students. Choose a class to see each student’s attainment."
        actions={
          canCreate ? (
            <Link to={paths.leapsAdd.href()} className="btn btn-primary">
              Add LEAPS event
            </Link>
          ) : null
        }
      />
      <DataTable
        label="LEAPS events"
        columns={LEAPS_COLUMNS}
        query={query}
        state={table}
        density="compact"
        emptyMessage={
          filtered
            ? 'No LEAPS events match these filters.'
            : 'No LEAPS events have been recorded for your students yet.'
        }
        errorMessage="The LEAPS events could not be loaded."
        toolbar={
          <LeapsFilters
            values={values}
            currentAcademicYearId={currentAcademicYear.id}
            onChange={(changes) => table.setFilters(changes)}
          />
        }
        export={{
          filename: 'leaps-events.csv',
          fetchAll: async () => (await fetchLeapsEvents({ ...params, page: 0, pageSize: 0 })).data,
        }}
      />
      {values.classYearId ? (
        <AttainmentSummary classYearId={values.classYearId} academicYearId={summaryYearId} yearName={summaryYear} />
      ) : null}
    </>
  );
}
