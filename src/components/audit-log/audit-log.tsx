import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/types';
import { useTableState } from '@/components/data-table/use-table-state';
import { AuditFilterForm } from '@/components/audit-log/audit-filter-form';
import { AuditFilterSchema, type AuditFilter } from '@/domain/audit/query';
import type { AuditEvent } from '@/domain/audit/responses';
import type { AuditPageParams, AuditPageQuery } from '@/entities/audit/audit-pages';
import '@/components/audit-log/audit-log.css';

const FILTER_KEYS = ['actorId', 'section', 'from', 'to'] as const;

/** The URL's filter, as far as it is one: a hand-edited link with a wrong date filters by nothing rather than failing. */
function filterOf(filters: Readonly<Record<string, string>>): AuditFilter {
  const parsed = AuditFilterSchema.safeParse(Object.fromEntries(FILTER_KEYS.map((key) => [key, filters[key]])));
  return parsed.success ? parsed.data : {};
}

interface AuditLogProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<AuditEvent>[];
  /** The page of events for a filter and a page (one of the queries of entities/audit/audit-pages.ts). */
  queryFor: (params: AuditPageParams) => AuditPageQuery;
  withSection?: boolean;
  /** Said when no event matches and no filter is set ("No changes recorded for this term yet."). */
  emptyMessage: string;
  /** The CSV's file name, without ".csv". */
  filename: string;
}

/**
 * A history as a table: the filter form (person, section, dates, kept in the URL so a link shows the same rows), the
 * events a page at a time, and "Export CSV" of every event the filter matches.
 */
export function AuditLog({ label, columns, queryFor, withSection = true, emptyMessage, filename }: AuditLogProps) {
  const table = useTableState({ filterKeys: FILTER_KEYS });
  const filter = filterOf(table.filters);
  const queryClient = useQueryClient();
  const query = useQuery(queryFor({ filter, page: table.page, pageSize: table.pageSize }));
  const filtered = Object.values(filter).some((value) => value !== undefined);

  return (
    <div className="audit-log">
      <AuditFilterForm
        key={JSON.stringify(filter)}
        filter={filter}
        people={query.data?.people ?? []}
        withSection={withSection}
        onApply={(next) => table.setFilters(Object.fromEntries(FILTER_KEYS.map((key) => [key, next[key]])))}
      />
      <DataTable
        label={label}
        columns={columns}
        query={query}
        state={table}
        emptyMessage={filtered ? 'Nothing matches these filters.' : emptyMessage}
        emptyHint={filtered ? 'Clear the filters, or widen the dates.' : undefined}
        errorMessage="The history could not be loaded."
        export={{
          filename,
          fetchAll: async () => (await queryClient.fetchQuery(queryFor({ filter, page: 0, pageSize: 0 }))).data,
        }}
      />
    </div>
  );
}
