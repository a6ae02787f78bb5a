import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from 'react-bootstrap/Button';
import { describe, expect, it, vi } from 'vitest';
import { DataTableBody } from '@/components/data-table/data-table-body';
import { EmptyState } from '@/components/query-state';

describe('empty states guide (docs/design.md, "Empty, loading and error states")', () => {
  it('say what will appear and offer the next step as a button', async () => {
    const onCreate = vi.fn();
    render(
      <EmptyState hint="Lessons you create in a chapter appear here." action={<Button onClick={onCreate}>New lesson</Button>}>
        No lessons yet.
      </EmptyState>,
    );
    expect(screen.getByText('No lessons yet.')).toBeVisible();
    expect(screen.getByText('Lessons you create in a chapter appear here.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'New lesson' }));
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('in an empty table, under the sentence that says why', () => {
    render(
      <table>
        <DataTableBody
          columns={[{ id: 'name', header: 'Name', cell: (row: { id: string }) => row.id }]}
          rows={[]}
          isPending={false}
          emptyMessage="No assignments yet."
          emptyHint="Work you assign to your classes from Resources appears here."
          emptyAction={<a href="/resources">Open Resources</a>}
          onToggleRow={() => undefined}
          truncate={false}
        />
      </table>,
    );
    const cell = screen.getByRole('cell');
    expect(cell).toHaveTextContent('No assignments yet.Work you assign to your classes from Resources appears here.Open Resources');
    expect(screen.getByRole('link', { name: 'Open Resources' })).toHaveAttribute('href', '/resources');
  });
});
