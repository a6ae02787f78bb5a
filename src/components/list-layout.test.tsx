import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TableToolbar } from '@/components/data-table/table-toolbar';
import { FilterBar } from '@/components/filter-bar';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { TruncatedText } from '@/components/truncated-text';

describe('SearchInput', () => {
  it('reports the trimmed text once typing settles, not on every key', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchInput label="Search by name" value="" onSearch={onSearch} placeholder="Class name" />);
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), '  Courage ');
    expect(onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch).toHaveBeenCalledWith('Courage');
  });

  it('follows a search changed elsewhere (Back, a cleared filter)', () => {
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
    render(<Harness />);
    expect(screen.getByRole('searchbox', { name: 'Search subjects' })).toHaveValue('Kindness');
    screen.getByRole('button', { name: 'Clear' }).click();
    return waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search subjects' })).toHaveValue(''));
  });
});

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
    render(
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
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Classrooms' })).toBeInTheDocument();
    expect(screen.getByText('Your classes this year.')).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Filters' });
    const exportButton = screen.getByRole('button', { name: 'Export CSV' });
    expect(filters.compareDocumentPosition(exportButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(exportButton.closest('.table-toolbar')).toBe(filters.closest('.table-toolbar'));
  });
});
