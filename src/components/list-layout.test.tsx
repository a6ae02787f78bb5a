import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TableToolbar } from '@/components/data-table/table-toolbar';
import { FilterBar } from '@/components/filter-bar';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { TruncatedText } from '@/components/truncated-text';

describe('TruncatedText', () => {
  it('keeps the full text for hover and screen readers, and is focusable only when long', () => {
    render(
      <>
        <TruncatedText text="Short note" />
        <TruncatedText text="Parents keen on the programme and its clubs." maxWidth="6rem" />
      </>,
    );
    const short = screen.getByText('Short note');
    const long = screen.getByText('Parents keen on the programme and its clubs.');
    expect(short).toHaveAttribute('title', 'Short note');
    expect(short).not.toHaveAttribute('tabindex');
    expect(long).toHaveAttribute('title', 'Parents keen on the programme and its clubs.');
    expect(long).toHaveAttribute('tabindex', '0');
    expect(long).toHaveStyle({ maxWidth: '6rem' });
  });
});

describe('PageHeader, FilterBar and TableToolbar', () => {
  it('give one h1 with its description and actions, a named filter group, and the actions after the filters', () => {
    // The search box needs the app's data router (it drops a search when the user leaves the page).
    const element = (
      <>
        <PageHeader title="Classrooms" description="Your classes this year." actions={<button type="button">Add</button>} />
        <TableToolbar
          filters={
            <FilterBar>
              <SearchInput label="Search by name" value="" onSearch={() => undefined} />
            </FilterBar>
          }
          actions={<button type="button">Export CSV</button>}
        />
      </>
    );
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Classrooms' })).toBeInTheDocument();
    expect(screen.getByText('Your classes this year.')).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Filters' });
    const exportButton = screen.getByRole('button', { name: 'Export CSV' });
    expect(filters.compareDocumentPosition(exportButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(exportButton.closest('.table-toolbar')).toBe(filters.closest('.table-toolbar'));
  });
});
