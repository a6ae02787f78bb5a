import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StatusChangeBar, type StatusChangeBarProps } from '@/features/placement-results/components/status-change-bar';
import { renderWithProviders } from '../../../../tests/test-utils';

function renderBar(props: Partial<StatusChangeBarProps> = {}) {
  const entries = vi.fn(() => []);
  const result = renderWithProviders(
    <StatusChangeBar
      label="Bulk finalize"
      count={2}
      selectId="bar-status"
      selectLabel="Set status to"
      actionLabel="Set"
      offered
      confirmTitle="Finalize placement tests"
      confirmDetails={<p>Ann, Ben</p>}
      confirmLabel="Set"
      entries={entries}
      onDone={() => undefined}
      {...props}
    />,
  );
  return { ...result, entries };
}

describe('StatusChangeBar', () => {
  it('offers the action once a status is chosen, and confirms with the count, the status and the details', async () => {
    const { user, entries } = renderBar();
    const bar = screen.getByRole('region', { name: 'Bulk finalize' });
    expect(bar).toHaveTextContent('2 student(s)');
    expect(within(bar).queryByRole('button', { name: 'Set' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Set status to'), 'ACCEPT');
    await user.click(within(bar).getByRole('button', { name: 'Set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalize placement tests' });
    expect(dialog).toHaveTextContent('Set 2 students to Accept?');
    expect(dialog).toHaveTextContent('Ann, Ben');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(entries).not.toHaveBeenCalled();
  });

  it('shows its notice instead of an action it does not offer, and disables one it may not take', async () => {
    const { user, unmount } = renderBar({ offered: false, notice: <p>Not fully graded</p> });
    await user.selectOptions(screen.getByLabelText('Set status to'), 'REJECT');
    expect(screen.queryByRole('button', { name: 'Set' })).not.toBeInTheDocument();
    expect(screen.getByText('Not fully graded')).toBeInTheDocument();
    unmount();
    const second = renderBar({ actionDisabled: true });
    await second.user.selectOptions(screen.getByLabelText('Set status to'), 'REJECT');
    expect(screen.getByRole('button', { name: 'Set' })).toBeDisabled();
  });
});
