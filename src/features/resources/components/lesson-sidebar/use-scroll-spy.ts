import { useEffect, useState } from 'react';
import { SCROLL_GAP_PX, topBarHeight } from '@/features/resources/components/lesson-sidebar/scroll-to-anchor';

/** A material counts as reached once its top is this close to where a link click puts it. */
const REACHED_SLACK_PX = 8;

/**
 * The material being read: the last one, in list order, whose top has reached the line just below the
 * top bar where a sidebar link puts it (the first one before any has; none while no anchor is on the
 * page). Read on scroll, once a frame,
 * from the anchors present then, so materials rendered late still count. Undefined when not `enabled`.
 */
export function useScrollSpy(
  materialIds: readonly string[],
  anchorFor: (materialId: string) => string,
  enabled: boolean,
): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  const idsKey = materialIds.join('\u0000');

  useEffect(() => {
    if (!enabled || idsKey === '') return;
    const ids = idsKey.split('\u0000');
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = topBarHeight() + SCROLL_GAP_PX + REACHED_SLACK_PX;
      let first: string | undefined;
      let reached: string | undefined;
      for (const id of ids) {
        const element = document.getElementById(anchorFor(id));
        if (!element) continue;
        first ??= id;
        if (element.getBoundingClientRect().top > line) break;
        reached = id;
      }
      setActive(reached ?? first);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
    // anchorFor is read when the list changes; a new function on each render must not restart the spy.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idsKey, enabled]);

  return enabled ? active : undefined;
}
