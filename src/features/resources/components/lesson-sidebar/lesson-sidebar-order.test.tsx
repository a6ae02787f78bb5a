import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listedTitles, renderSidebar } from '@/features/resources/components/lesson-sidebar/sidebar-test-harness';

const ORIGINAL = ['Warm-up: fractions', 'Exit ticket', 'Fractions on a number line', 'Video', 'Read aloud'];

describe('LessonSidebar: order editing', () => {
  it('shows drag handles and move buttons only while order editing is on', async () => {
    const { user } = renderSidebar();
    expect(screen.queryByRole('button', { name: /^Drag/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Edit order' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findAllByRole('button', { name: /^Drag “/ })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Drag “Video”' })).toHaveAttribute('aria-roledescription', 'sortable');
    expect(screen.getByRole('button', { name: 'Move “Warm-up: fractions” up' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Move “Read aloud” down' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Move “Video” up' })).not.toHaveAttribute('aria-disabled');

    await user.click(toggle);
    expect(screen.queryByRole('button', { name: /^Drag/ })).not.toBeInTheDocument();
  });

  it('offers no order editing to someone who may not change it', () => {
    renderSidebar({ canEditOrder: false });
    expect(screen.queryByRole('button', { name: 'Edit order' })).not.toBeInTheDocument();
  });

  it('sends the 0-based position in the whole list and shows the new order at once', async () => {
    const onMove = vi.fn(() => Promise.resolve());
    const { user, container } = renderSidebar({ onMove });
    await user.click(screen.getByRole('button', { name: 'Edit order' }));
    await user.click(await screen.findByRole('button', { name: 'Move “Fractions on a number line” up' }));
    expect(onMove).toHaveBeenLastCalledWith('c', 1);
    expect(listedTitles(container)).toEqual([ORIGINAL[0], ORIGINAL[2], ORIGINAL[1], ORIGINAL[3], ORIGINAL[4]]);

    await user.click(screen.getByRole('button', { name: 'Move “Warm-up: fractions” down' }));
    expect(onMove).toHaveBeenLastCalledWith('a', 1);
    expect(listedTitles(container)).toEqual([ORIGINAL[2], ORIGINAL[0], ORIGINAL[1], ORIGINAL[3], ORIGINAL[4]]);
    expect(screen.getByRole('link', { name: /Warm-up/ })).toHaveTextContent(/^2/);
  });

  it('keeps focus on the pressed button as its row moves, so the key can be pressed again', async () => {
    const onMove = vi.fn(() => Promise.resolve());
    const { user, container } = renderSidebar({ onMove });
    await user.click(screen.getByRole('button', { name: 'Edit order' }));
    const down = await screen.findByRole('button', { name: 'Move “Exit ticket” down' });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onMove).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move “Exit ticket” down' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onMove).toHaveBeenLastCalledWith('b', 3));
    expect(listedTitles(container)[3]).toBe('Exit ticket');
  });

  it('puts the order back and says so when the move fails', async () => {
    const onMove = vi.fn(() => Promise.reject(new Error('409')));
    const { user, container } = renderSidebar({ onMove });
    await user.click(screen.getByRole('button', { name: 'Edit order' }));
    await user.click(await screen.findByRole('button', { name: 'Move “Video” up' }));
    expect(onMove).toHaveBeenCalledWith('d', 2);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not move “Video”. The order is back as it was.');
    expect(listedTitles(container)).toEqual(ORIGINAL);
  });

  it('sends one move at a time', async () => {
    let finish = () => {};
    const onMove = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, container } = renderSidebar({ onMove });
    await user.click(screen.getByRole('button', { name: 'Edit order' }));
    const down = await screen.findByRole('button', { name: 'Move “Exit ticket” down' });
    await user.dblClick(down);
    await user.click(screen.getByRole('button', { name: 'Move “Video” up' }));
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Saving the new order…')).toHaveAttribute('role', 'status');
    finish();
    await waitFor(() => expect(screen.getByRole('list')).not.toHaveAttribute('aria-busy'));
    await user.click(screen.getByRole('button', { name: 'Move “Video” up' }));
    expect(onMove).toHaveBeenCalledTimes(2);
    expect(listedTitles(container)).toEqual([ORIGINAL[0], ORIGINAL[2], ORIGINAL[3], ORIGINAL[1], ORIGINAL[4]]);
  });

  it('turns reordering off while a search filters the list, and says why', async () => {
    const { user } = renderSidebar();
    await user.click(screen.getByRole('button', { name: 'Edit order' }));
    await screen.findAllByRole('button', { name: /^Drag “/ });
    await user.type(screen.getByLabelText('Search materials'), 'fraction');
    expect(await screen.findByText('Clear the search to change the order.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^(Drag|Move) “/ })).not.toBeInTheDocument());
  });
});
