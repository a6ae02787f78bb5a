import { startTransition, useEffect, useState } from 'react';

/** How many material cards a lesson shows in its first paint: more than a screenful at any window size. */
export const FIRST_PAINT_CARDS = 24;

/**
 * How many items of a long list to render now: the first screenful at once, then all of them in a
 * transition on the next task, so a 200-material lesson paints its top without waiting for the rest.
 */
export function useProgressiveCount(total: number, first = FIRST_PAINT_CARDS): number {
  const [revealed, setRevealed] = useState(() => Math.min(total, first));
  useEffect(() => {
    if (revealed >= total) return;
    const timer = setTimeout(() => startTransition(() => setRevealed(total)));
    return () => clearTimeout(timer);
  }, [revealed, total]);
  return Math.min(total, Math.max(revealed, first));
}
