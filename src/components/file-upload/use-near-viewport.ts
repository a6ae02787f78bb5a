import { useEffect, useState, type RefObject } from 'react';

/** How far outside the window an element counts as near: a screenful of scrolling shows it ready. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * Whether the element has come near the window (and stays true once it has): a long page (a lesson of 200
 * materials) fetches and shows a heavy preview, a PDF frame above all, only when the reader gets near it.
 * Without IntersectionObserver the element counts as near at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
