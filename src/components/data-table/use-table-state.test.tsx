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
});
