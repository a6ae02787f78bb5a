import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listedTitles, renderSidebar } from '@/features/resources/components/lesson-sidebar/sidebar-test-harness';

const ROW_HEIGHT = 36;

/** jsdom has no layout: give each row a 36 px slot by its place in the list, as a browser would. */
function layOutRows() {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('li');
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
    return DOMRect.fromRect({ x: 0, y: row ? index * ROW_HEIGHT : 0, width: 300, height: row ? ROW_HEIGHT : 600 });
  });
}

describe('LessonSidebar: drag and drop by keyboard', () => {
  let layout: ReturnType<typeof layOutRows>;
  beforeEach(() => {
    layout = layOutRows();
  });
  afterEach(() => layout.mockRestore());

  it('moves a material two places down with Space, ArrowDown, ArrowDown, Space, announcing titles', async () => {
    const onMove = vi.fn(() => Promise.resolve());
    const { user, container } = renderSidebar({ onMove });
    await user.click(screen.getByRole('button', { name: 'Edit order' }));
    const handle = await screen.findByRole('button', { name: 'Drag “Exit ticket”' });
    handle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByText('Picked up “Exit ticket” at position 2 of 5.')).toBeInTheDocument());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByText('“Exit ticket” moved to position 3 of 5.')).toBeInTheDocument());
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByText('“Exit ticket” dropped at position 4 of 5.')).toBeInTheDocument());
    await waitFor(() => expect(onMove).toHaveBeenCalledWith('b', 3));
    expect(listedTitles(container)[3]).toBe('Exit ticket');
  });

  it('leaves the order alone when the drag is cancelled with Escape', async () => {
    const onMove = vi.fn(() => Promise.resolve());
    const { user, container } = renderSidebar({ onMove });
    await user.click(screen.getByRole('button', { name: 'Edit order' }));
    const handle = await screen.findByRole('button', { name: 'Drag “Video”' });
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByText(/Moving “Video” cancelled/)).toBeInTheDocument());
    expect(onMove).not.toHaveBeenCalled();
    expect(listedTitles(container)[3]).toBe('Video');
  });
});
