import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_ROWS } from '@/features/resources/components/lesson-sidebar/materials-panel';
import { listedTitles, renderSidebar, sampleMaterials } from '@/features/resources/components/lesson-sidebar/sidebar-test-harness';

const stored = () => JSON.parse(window.localStorage.getItem('lessonSidebar') ?? 'null') as unknown;

describe('LessonSidebar: search', () => {
  it('filters by title, case-insensitive, keeping full-list positions', async () => {
    const { user, container } = renderSidebar();
    expect(listedTitles(container)).toHaveLength(5);
    await user.type(screen.getByLabelText('Search materials'), 'FRACTION');
    await vi.waitFor(() =>
      expect(listedTitles(container)).toEqual(['Warm-up: fractions', 'Fractions on a number line']),
    );
    const link = screen.getByRole('link', { name: /Fractions on a number line/ });
    expect(link).toHaveAttribute('href', '#material-c');
    expect(link).toHaveTextContent(/^3/);
    expect(link).toHaveAccessibleName('3 Fractions on a number line, Fill In The Blank');
  });

  it('paints the first rows of a 200-material lesson with the page and the rest next, all in order (issue 22)', async () => {
    const titles = Array.from({ length: 200 }, (_, index) => `Practice ${index + 1}`);
    const { container } = renderSidebar({ materials: sampleMaterials(titles) });
    expect(screen.getByText('200', { selector: '.lesson-sidebar-count' })).toBeInTheDocument();
    expect(listedTitles(container)).toEqual(titles.slice(0, FIRST_PAINT_ROWS));
    await vi.waitFor(() => expect(listedTitles(container)).toEqual(titles), { timeout: 10_000 });
  });

  it('says so when nothing matches', async () => {
    const { user, container } = renderSidebar();
    await user.type(screen.getByLabelText('Search materials'), 'quiz 9');
    expect(await screen.findByText('No materials match “quiz 9”.')).toBeInTheDocument();
    expect(listedTitles(container)).toEqual([]);
  });

  it('shows each title in full as a tooltip and marks the active material', () => {
    renderSidebar({ activeMaterialId: 'b' });
    expect(screen.getByRole('link', { name: /Exit ticket/ })).toHaveAttribute('title', 'Exit ticket');
    expect(screen.getByRole('link', { name: /Exit ticket/ })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: /Video/ })).not.toHaveAttribute('aria-current');
  });
});

describe('LessonSidebar: hide and show', () => {
  it('hides and shows the list, and remembers it across a remount', async () => {
    const { user, unmount } = renderSidebar();
    const hide = screen.getByRole('button', { name: 'Hide materials' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(hide.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByLabelText('Search materials'));
    await user.click(hide);
    const show = screen.getByRole('button', { name: 'Show materials' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(show).toHaveFocus();
    expect(screen.queryByRole('link', { name: /Exit ticket/ })).not.toBeInTheDocument();
    expect(stored()).toEqual({ minimized: true, width: 360 });

    unmount();
    renderSidebar();
    expect(screen.getByRole('button', { name: 'Show materials' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show materials' }));
    expect(screen.getByRole('link', { name: /Exit ticket/ })).toBeVisible();
    expect(stored()).toEqual({ minimized: false, width: 360 });
  });

  it('falls back to the defaults when the stored value is corrupt', () => {
    window.localStorage.setItem('lessonSidebar', '{"minimized":');
    renderSidebar();
    expect(screen.getByRole('button', { name: 'Hide materials' })).toBeInTheDocument();
    expect(screen.getByRole('separator', { name: 'Resize materials' })).toHaveAttribute('aria-valuenow', '360');
  });
});

describe('LessonSidebar: resize', () => {
  beforeEach(() => {
    // jsdom is 1024 px wide: the maximum is half of it.
    window.innerWidth = 1024;
  });

  it('resizes by keyboard in 16 px steps within 280..512 and remembers the width', async () => {
    const { user, unmount } = renderSidebar();
    const handle = screen.getByRole('separator', { name: 'Resize materials' });
    expect(handle).toHaveAttribute('aria-orientation', 'vertical');
    expect(handle).toHaveAttribute('aria-valuemin', '280');
    expect(handle).toHaveAttribute('aria-valuemax', '512');
    handle.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '392');
    await user.keyboard('{ArrowLeft}');
    expect(handle).toHaveAttribute('aria-valuenow', '376');
    expect(stored()).toEqual({ minimized: false, width: 376 });

    unmount();
    renderSidebar();
    const again = screen.getByRole('separator', { name: 'Resize materials' });
    expect(again).toHaveAttribute('aria-valuenow', '376');
    again.focus();
    await user.keyboard('{Home}');
    expect(again).toHaveAttribute('aria-valuenow', '280');
    await user.keyboard('{End}');
    expect(again).toHaveAttribute('aria-valuenow', '512');
    expect(stored()).toEqual({ minimized: false, width: 512 });
  });

  it('follows a pointer drag and writes the width once, at the end', () => {
    Element.prototype.setPointerCapture = vi.fn();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    renderSidebar();
    const handle = screen.getByRole('separator', { name: 'Resize materials' });
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 360 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 400 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 440 });
    expect(handle).toHaveAttribute('aria-valuenow', '440');
    expect(screen.getByRole('complementary', { name: 'Materials' }).style.getPropertyValue('--lesson-sidebar-width')).toBe('440px');
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 2000 });
    expect(handle).toHaveAttribute('aria-valuenow', '512');
    expect(setItem).not.toHaveBeenCalled();
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 2000 });
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual({ minimized: false, width: 512 });
    setItem.mockRestore();
  });

  it('never lists more than it was given', () => {
    renderSidebar({ materials: sampleMaterials(['Only one']) });
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });
});
