import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSidebar, sampleMaterials } from '@/features/resources/components/lesson-sidebar/sidebar-test-harness';

const titles = Array.from({ length: 120 }, (_, index) => `Material ${index + 1}`);

/** jsdom has no layout: a 360 px tall list of 36 px rows, as in a browser. */
function layOutList() {
  const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('lesson-sidebar-scroll') ? 360 : 0;
  });
  const rect = vi
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(() => DOMRect.fromRect({ width: 300, height: 36 }));
  return () => {
    height.mockRestore();
    rect.mockRestore();
  };
}

const handle = (title: string) => document.querySelector(`button[aria-label="Drag “${title}”"]`);
const renderedIds = () => [...document.querySelectorAll<HTMLElement>('[data-material-id]')].map((row) => row.dataset.materialId);

describe('LessonSidebar: order editing with many materials', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = layOutList();
  });
  afterEach(() => restore());

  it('renders only the sortable rows in view and 10 on each side, each saying its place in the whole list', async () => {
    renderSidebar({ materials: sampleMaterials(titles) });
    // The plain list shows every row (its first screenful first).
    await waitFor(() => expect(renderedIds()).toHaveLength(120));
    // Role queries over 200 rows are slow in jsdom: look elements up by their accessible name directly.
    fireEvent.click(screen.getByText('Edit order'));
    await waitFor(() => expect(handle('Material 1')).not.toBeNull());
    await waitFor(() => expect(renderedIds()).toHaveLength(20));
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '120');

    const list = document.querySelector('.lesson-sidebar-scroll');
    if (!list) throw new Error('no list');
    list.scrollTop = 100 * 36;
    fireEvent.scroll(list);
    await waitFor(() => expect(handle('Material 101')).not.toBeNull());
    expect(handle('Material 1')).toBeNull();
    const first = screen.getAllByRole('listitem')[0];
    expect(first).toHaveAttribute('aria-posinset', '91');
    expect(first.parentElement).toHaveStyle({ paddingTop: `${4 + 90 * 36}px` });
  });
});
