import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useSearchParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SearchInput, SEARCH_DEBOUNCE_MS } from '@/components/search-input';

/** The search box lives inside the app's data router; so it does here. */
function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  render(<RouterProvider router={router} />);
}

describe('SearchInput', () => {
  it('reports the trimmed text once typing settles, not on every key', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderInRouter(<SearchInput label="Search by name" value="" onSearch={onSearch} placeholder="Class name" />);
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), '  Courage ');
    expect(onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch).toHaveBeenCalledWith('Courage');
  });

  it('follows a search changed elsewhere (Back, a cleared filter)', async () => {
    function Harness() {
      const [value, setValue] = useState('Kindness');
      return (
        <>
          <SearchInput label="Search subjects" value={value} onSearch={setValue} />
          <button type="button" onClick={() => setValue('')}>
            Clear
          </button>
        </>
      );
    }
    renderInRouter(<Harness />);
    expect(screen.getByRole('searchbox', { name: 'Search subjects' })).toHaveValue('Kindness');
    screen.getByRole('button', { name: 'Clear' }).click();
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search subjects' })).toHaveValue(''));
  });

  // Issue 21, item 23: a click on a row while the search waits opens the row, with nothing typed following it.
  it('drops a search still waiting when a click leaves the list, so the click wins', async () => {
    function List() {
      const [params, setParams] = useSearchParams();
      return (
        <>
          <SearchInput label="Search by name" value={params.get('search') ?? ''} onSearch={(search) => setParams({ search })} />
          <Link to="/files/f-1">Graph paper.png</Link>
        </>
      );
    }
    // The file page waits for its data (a guard, a slow network): the navigation is pending when the search would fire.
    const router = createMemoryRouter([
      { path: '/files', element: <List /> },
      { path: '/files/:fileId', loader: () => new Promise((resolve) => setTimeout(() => resolve(null), SEARCH_DEBOUNCE_MS * 2)), element: <h1>Graph paper.png</h1> },
    ], { initialEntries: ['/files'] });
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Gr');
    await user.click(screen.getByRole('link', { name: 'Graph paper.png' }));
    expect(await screen.findByRole('heading', { name: 'Graph paper.png' }, { timeout: SEARCH_DEBOUNCE_MS * 6 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));
    expect(router.state.location.pathname).toBe('/files/f-1');
    expect(router.state.location.search).toBe('');
  });
});
