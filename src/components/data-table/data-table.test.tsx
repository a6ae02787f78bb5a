import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/types';
import { useTableState } from '@/components/data-table/use-table-state';
import { fetchList } from '@/lib/list-query';
import { server } from '@/mocks/node';
import { renderWithProviders } from '../../../tests/test-utils';

const Thing = z.object({ id: z.string(), name: z.string(), remark: z.string().nullable(), status: z.string() });
type Thing = z.infer<typeof Thing>;

const ALL: Thing[] = Array.from({ length: 23 }, (_, index) => ({
  id: `t${index + 1}`,
  name: `Thing ${String(index + 1).padStart(2, '0')}`,
  remark: index === 0 ? null : index === 1 ? '' : `=cmd ${index}`,
  status: index % 2 ? 'ACCEPT' : 'WAITING',
}));

let requests: URLSearchParams[] = [];

function useThingsHandler(respond?: () => Response | undefined) {
  server.use(
    http.get('*/api/things', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const custom = respond?.();
      if (custom) return custom;
      const sortBy = params.get('sortBy') ?? '';
      const rows = [...ALL].sort((a, b) =>
        sortBy === '-name' ? b.name.localeCompare(a.name) : sortBy === 'name' ? a.name.localeCompare(b.name) : 0,
      );
      const pageSize = Number(params.get('pageSize') ?? 10);
      const page = Number(params.get('page') ?? 0);
      const data = pageSize === 0 ? rows : rows.slice(page * pageSize, (page + 1) * pageSize);
      return HttpResponse.json({ data, count: rows.length });
    }),
  );
}

const columns: DataTableColumn<Thing>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'remark', header: 'Remark', cell: (row) => row.remark, sortable: false },
  { id: 'status', header: 'Status', cell: (row) => <span className="badge">{row.status}</span>, exportValue: (row) => row.status },
];

function ThingsTable({ selectable = false, compact = false }: { selectable?: boolean; compact?: boolean }) {
  const state = useTableState({ defaultPageSize: 5 });
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const params = { page: state.page, pageSize: state.pageSize, sortBy: state.sortBy, filters: state.filters };
  const query = useQuery({
    queryKey: ['things', params],
    queryFn: () => fetchList('/things', params, Thing),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <p>Selected: {selectedIds.join(',')}</p>
      <DataTable
        label="Things"
        columns={columns}
        query={query}
        state={state}
        emptyMessage="No things yet"
        density={compact ? 'compact' : undefined}
        selection={selectable ? { selectedIds, onSelectionChange: setSelectedIds, getRowLabel: (row) => row.name } : undefined}
        export={{ filename: 'things', fetchAll: async () => (await fetchList('/things', { ...params, page: 0, pageSize: 0 }, Thing)).data }}
      />
    </>
  );
}

const lastRequest = () => requests[requests.length - 1];
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeEach(() => {
  requests = [];
});

describe('DataTable', () => {
  it('renders rows with "-" for empty cells and the range shown', async () => {
    useThingsHandler();
    renderWithProviders(<ThingsTable />, { url: '/things' });
    expect(await screen.findByText('Thing 01')).toBeInTheDocument();
    const [first, second] = bodyRows();
    expect(within(first!).getAllByRole('cell')[1]).toHaveTextContent(/^-$/);
    expect(within(second!).getAllByRole('cell')[1]).toHaveTextContent(/^-$/);
    expect(screen.getByText('Showing 1–5 of 23')).toBeInTheDocument();
    expect(lastRequest()?.get('page')).toBe('0');
    expect(lastRequest()?.get('pageSize')).toBe('5');
  });

  it('sorts by header click: ascending, descending with "-", then none — in URL and request', async () => {
    useThingsHandler();
    const { user, router } = renderWithProviders(<ThingsTable />, { url: '/things' });
    await screen.findByText('Thing 01');
    const header = screen.getByRole('columnheader', { name: /name/i });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(within(screen.getByRole('columnheader', { name: 'Remark' })).queryByRole('button')).toBeNull();

    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastRequest()?.get('sortBy')).toBe('name'));
    expect(router.state.location.search).toContain('sortBy=name');
    expect(header).toHaveAttribute('aria-sort', 'ascending');

    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastRequest()?.get('sortBy')).toBe('-name'));
    expect(await screen.findByText('Thing 23')).toBeInTheDocument();
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(new URLSearchParams(router.state.location.search).get('sortBy')).toBe('-name');

    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).not.toContain('sortBy'));
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(within(bodyRows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('Thing 01');
  });

  it('pages with the pager (Back returns) and changes the page size without a history entry', async () => {
    useThingsHandler();
    const { user, router } = renderWithProviders(<ThingsTable />, { url: '/things' });
    await screen.findByText('Thing 01');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Thing 06')).toBeInTheDocument();
    expect(screen.getByText('Showing 6–10 of 23')).toBeInTheDocument();
    expect(lastRequest()?.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('Thing 21')).toBeInTheDocument();
    expect(screen.getByText('Showing 21–23 of 23')).toBeInTheDocument();
    expect(screen.getByText('5', { selector: '.active .page-link, .active span' })).toBeInTheDocument();

    await router.navigate(-1);
    expect(await screen.findByText('Thing 06')).toBeInTheDocument();

    const historyIndex = router.state.historyAction;
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(await screen.findByText('Thing 23')).toBeInTheDocument();
    expect(lastRequest()?.get('pageSize')).toBe('25');
    expect(lastRequest()?.get('page')).toBe('0');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(historyIndex).toBe('POP');
  });

  it('reads page, size and sort from the URL', async () => {
    useThingsHandler();
    renderWithProviders(<ThingsTable />, { url: '/things?page=2&pageSize=10&sortBy=-name' });
    expect(await screen.findByText('Thing 03')).toBeInTheDocument();
    expect(lastRequest()?.get('page')).toBe('2');
    expect(screen.getByText('Showing 21–23 of 23')).toBeInTheDocument();
  });

  it('clamps a page size that is not offered to the default, in the request and under "Rows per page"', async () => {
    useThingsHandler();
    renderWithProviders(<ThingsTable />, { url: '/things?pageSize=999999' });
    expect(await screen.findByText('Thing 05')).toBeInTheDocument();
    expect(lastRequest()?.get('pageSize')).toBe('5');
    const options = within(screen.getByLabelText('Rows per page')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['5', '10', '25', '50', '100']);
    expect(screen.getByLabelText('Rows per page')).toHaveValue('5');
  });

  it('in compact density cuts long text cells to one line with the full text on hover, and leaves markup alone', async () => {
    useThingsHandler(() => HttpResponse.json({ data: [{ id: 'x', name: 'A thing with a rather long name indeed', remark: null, status: 'ACCEPT' }], count: 1 }));
    renderWithProviders(<ThingsTable compact />, { url: '/things' });
    const name = await screen.findByText('A thing with a rather long name indeed');
    expect(name).toHaveClass('truncated-text');
    expect(name).toHaveAttribute('title', 'A thing with a rather long name indeed');
    expect(screen.getByText('ACCEPT')).not.toHaveClass('truncated-text');
    expect(within(bodyRows()[0]!).getAllByRole('cell')[1]).toHaveTextContent(/^-$/);
  });

  it('selects rows and every row of the page, with an indeterminate select-all', async () => {
    useThingsHandler();
    const { user } = renderWithProviders(<ThingsTable selectable />, { url: '/things' });
    await screen.findByText('Thing 01');
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Thing 02' }));
    expect(screen.getByText('Selected: t2')).toBeInTheDocument();
    expect(selectAll).toHaveProperty('indeterminate', true);
    expect(selectAll).not.toBeChecked();

    await user.click(selectAll);
    expect(screen.getByText('Selected: t2,t1,t3,t4,t5')).toBeInTheDocument();
    expect(selectAll).toBeChecked();
    expect(selectAll).toHaveProperty('indeterminate', false);

    await user.click(selectAll);
    expect(screen.getByText(/^Selected:\s*$/)).toBeInTheDocument();
  });

  it('shows the empty message', async () => {
    useThingsHandler(() => HttpResponse.json({ data: [], count: 0 }));
    renderWithProviders(<ThingsTable />, { url: '/things' });
    expect(await screen.findByText('No things yet')).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a Retry that recovers', async () => {
    let fail = true;
    useThingsHandler(() => (fail ? HttpResponse.json({ message: 'Server exploded' }, { status: 500 }) : undefined));
    const { user } = renderWithProviders(<ThingsTable />, { url: '/things' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Server exploded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Thing 01')).toBeInTheDocument();
    expect(screen.queryByText('Server exploded')).not.toBeInTheDocument();
  });

  describe('CSV export', () => {
    let blobs: Blob[] = [];
    beforeEach(() => {
      blobs = [];
      URL.createObjectURL = vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:things';
      });
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    });
    afterEach(() => vi.restoreAllMocks());

    it('downloads every row of the current filter with the visible headers', async () => {
      useThingsHandler();
      const { user } = renderWithProviders(<ThingsTable />, { url: '/things?sortBy=-name' });
      await screen.findByText('Thing 23');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      expect(lastRequest()?.get('pageSize')).toBe('0');
      expect(lastRequest()?.get('sortBy')).toBe('-name');
      const text = (await blobs[0]!.text()).replace(/^\uFEFF/, '');
      const lines = text.split('\r\n');
      expect(lines[0]).toBe('Name,Remark,Status');
      expect(lines).toHaveLength(24);
      expect(lines[1]).toBe("Thing 23,'=cmd 22,WAITING");
      expect(lines[23]).toBe('Thing 01,,WAITING');
    });
  });
});
