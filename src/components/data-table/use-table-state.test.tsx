import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useTableState, type TableState } from '@/components/data-table/use-table-state';

describe('useTableState', () => {
  it('keeps both of two filters set before the first one’s navigation has rendered', async () => {
    let state: TableState | undefined;
    function Probe() {
      state = useTableState({ filterKeys: ['level', 'term'] });
      return null;
    }
    const router = createMemoryRouter([{ path: '/sows', element: <Probe /> }], { initialEntries: ['/sows?page=2'] });
    render(<RouterProvider router={router} />);
    const { setFilters } = state!;
    await act(async () => {
      setFilters({ level: 'ml-primary5' });
      setFilters({ term: '2' });
    });
    expect(router.state.location.search).toBe('?level=ml-primary5&term=2');
    expect(state!.filters).toEqual({ level: 'ml-primary5', term: '2' });
  });

  it('gives the list endpoint the page, size, sort and filters of the URL, and the screen’s own filters in their place', () => {
    let state: TableState | undefined;
    function Probe() {
      state = useTableState({ defaultSortBy: 'name', filterKeys: ['name'], prefix: 'cca.' });
      return null;
    }
    const router = createMemoryRouter([{ path: '/ccaYear', element: <Probe /> }], {
      initialEntries: ['/ccaYear?cca.page=2&cca.pageSize=50&cca.sortBy=-name&cca.name=Robo&cca.other=x&page=7'],
    });
    render(<RouterProvider router={router} />);
    expect(state!.params).toEqual({ page: 2, pageSize: 50, sortBy: '-name', filters: { name: 'Robo' } });
    expect(state!.paramsWith({ academicYearId: 'ay-2026', name: 'Robo' })).toEqual({
      page: 2,
      pageSize: 50,
      sortBy: '-name',
      filters: { academicYearId: 'ay-2026', name: 'Robo' },
    });
  });

  it('leaves the sort to the server when the screen has no default and the URL none', () => {
    let state: TableState | undefined;
    function Probe() {
      state = useTableState();
      return null;
    }
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <Probe /> }])} />);
    expect(state!.params).toEqual({ page: 0, pageSize: 10, sortBy: undefined, filters: {} });
  });
});
