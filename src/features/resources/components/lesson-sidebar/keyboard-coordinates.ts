import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * dnd-kit's keyboard sorting, but it scrolls the sidebar's list rather than the window. On its own the
 * keyboard sensor scrolls whichever scrollable ancestor the next row passes the middle of first, and
 * that is often the window: the sticky sidebar does not move with it, and the rows below those rendered
 * are never reached. Here the list scrolls first, at once, so the next row stays above both middles,
 * and new rows render in time for the next key.
 */
export const listKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const next = sortableKeyboardCoordinates(event, args);
  // The rows' nearest scrollable ancestor: the sidebar's list.
  const container = args.context.scrollableAncestors[0];
  if (!next || !container || container.clientHeight === 0) return next;
  const box = container.getBoundingClientRect();
  const rowHeight = args.context.collisionRect?.height ?? 0;
  const middle = Math.min(box.top + box.height / 2, window.innerHeight / 2);
  let delta = 0;
  if (event.code === 'ArrowDown' && next.y + rowHeight > middle) {
    const room = container.scrollHeight - container.clientHeight - container.scrollTop;
    delta = Math.min(room, next.y + rowHeight - middle);
  } else if (event.code === 'ArrowUp' && next.y < Math.max(box.top + box.height / 2, window.innerHeight / 2)) {
    delta = -Math.min(container.scrollTop, Math.max(box.top + box.height / 2, window.innerHeight / 2) - next.y);
  }
  if (delta === 0) return next;
  container.scrollTop += delta;
  // Where the row is now, as dnd-kit itself reports a move after scrolling a container.
  return { x: next.x, y: next.y - delta };
};
