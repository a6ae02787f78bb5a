import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * dnd-kit's keyboard sorting, but it scrolls the sidebar's list rather than the window. On its own the
 * keyboard sensor scrolls whichever scrollable ancestor the next row passes the middle of first, and
 * that is often the window: the sticky sidebar does not move with it, and rows below those rendered are
 * never reached. Here, once the next row is past the middle, the list scrolls by one row under the
 * dragged one, which stays put (dnd-kit's own way of moving by scrolling), and new rows render in time.
 */
export const listKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const next = sortableKeyboardCoordinates(event, args);
  // The rows' nearest scrollable ancestor: the sidebar's list.
  const container = args.context.scrollableAncestors[0];
  if (!next || !container || container.clientHeight === 0) return next;
  const box = container.getBoundingClientRect();
  const rowHeight = args.context.collisionRect?.height ?? 0;
  const step = next.y - args.currentCoordinates.y;
  const down = event.code === 'ArrowDown' && next.y + rowHeight > Math.min(box.top + box.height / 2, window.innerHeight / 2);
  const up = event.code === 'ArrowUp' && next.y < Math.max(box.top + box.height / 2, window.innerHeight / 2);
  const room = step > 0 ? container.scrollHeight - container.clientHeight - container.scrollTop : container.scrollTop;
  if (!(down || up) || room < Math.abs(step)) return next;
  container.scrollTo({ top: container.scrollTop + step, behavior: 'smooth' });
  return undefined;
};
