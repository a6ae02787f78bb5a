import { useLayoutEffect, useState, type RefObject } from 'react';

/** Height of a row in CSS (2.25rem) until one is measured. */
const FALLBACK_ROW_PX = 36;
/** Rows rendered beyond each edge of the visible part, so a fast scroll or an arrow key finds them. */
const OVERSCAN_ROWS = 10;

/** The slice of rows to render, and the height of one row to stand in for the others. */
export interface RowWindow {
  start: number;
  end: number;
  rowHeight: number;
}

/** Before the first measure: the top of the list, as order editing usually starts there. */
const initialWindow = (count: number): RowWindow => ({
  start: 0,
  end: Math.min(count, 4 * OVERSCAN_ROWS),
  rowHeight: FALLBACK_ROW_PX,
});

/**
 * The rows of `scrollRef` worth rendering: those in view plus a margin. Null means all of them, when
 * nothing is laid out (a hidden panel, or jsdom in tests). Used for the sortable list only: dnd-kit
 * measures and re-renders every sortable row when a drag starts and ends, which with 200 rows took
 * longer than a frame budget allows.
 */
export function useRowWindow(count: number, scrollRef: RefObject<HTMLElement | null>): RowWindow | null {
  const [rowWindow, setRowWindow] = useState<RowWindow | null>(() => initialWindow(count));

  useLayoutEffect(() => {
    const container = scrollRef.current;
    if (!container) return;
    const update = () => {
      const height = container.clientHeight;
      if (height === 0) {
        setRowWindow(null);
        return;
      }
      const rowHeight = container.querySelector('li')?.getBoundingClientRect().height || FALLBACK_ROW_PX;
      const start = Math.max(0, Math.floor(container.scrollTop / rowHeight) - OVERSCAN_ROWS);
      const end = Math.min(count, Math.ceil((container.scrollTop + height) / rowHeight) + OVERSCAN_ROWS);
      setRowWindow((previous) =>
        previous && previous.start === start && previous.end === end && previous.rowHeight === rowHeight
          ? previous
          : { start, end, rowHeight },
      );
    };
    update();
    container.addEventListener('scroll', update, { passive: true });
    const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    resizes?.observe(container);
    return () => {
      container.removeEventListener('scroll', update);
      resizes?.disconnect();
    };
  }, [count, scrollRef]);

  return rowWindow;
}
