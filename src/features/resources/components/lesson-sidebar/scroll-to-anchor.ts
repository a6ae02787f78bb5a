import { useEffect, useRef } from 'react';

/** Room left above a material scrolled to, so the sticky top bar does not cover its heading. */
export const SCROLL_GAP_PX = 16;
const FALLBACK_TOP_BAR_PX = 56;

/** Height of the shell's sticky top bar, from its CSS variable. */
export function topBarHeight(): number {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--shell-topbar-height');
  const px = Number.parseFloat(value);
  return Number.isFinite(px) ? px : FALLBACK_TOP_BAR_PX;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The element id a hash names (`#material-7` → `material-7`), or '' for none. */
export function anchorFromHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export interface ScrollToAnchorOptions {
  /** 'smooth' for a click (unless the user asked for reduced motion), 'instant' for a deep link on load. */
  motion: 'smooth' | 'instant';
  /** Replace the address's hash so the link can be shared, without a history entry per click. */
  updateHash: boolean;
}

/**
 * Scrolls the window so the element with id `anchor` sits just below the top bar, and moves focus there
 * (without a second scroll) so keyboard users continue from the material. False when no such element.
 */
export function scrollToAnchor(anchor: string, { motion, updateHash }: ScrollToAnchorOptions): boolean {
  const target = anchor ? document.getElementById(anchor) : null;
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - topBarHeight() - SCROLL_GAP_PX;
  const behavior: ScrollBehavior = motion === 'smooth' && !prefersReducedMotion() ? 'smooth' : 'instant';
  window.scrollTo({ top: Math.max(0, top), behavior });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  if (updateHash && window.location.hash !== `#${anchor}`) {
    // history.state is the router's own record; keeping it keeps Back and Forward working.
    window.history.replaceState(window.history.state, '', `#${encodeURIComponent(anchor)}`);
  }
  return true;
}

/**
 * For deep links (`…/lessons/7#material-12`): once `ready` (the materials are rendered), scrolls to the
 * hash's anchor, once per mount. The browser cannot do it itself, since the content arrives after load.
 */
export function useScrollToHashOnLoad(ready: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    const anchor = anchorFromHash(window.location.hash);
    if (!anchor) {
      done.current = true;
      return;
    }
    // One frame later, so lazy material parts have laid out and the position is final.
    const frame = window.requestAnimationFrame(() => {
      done.current = true;
      scrollToAnchor(anchor, { motion: 'instant', updateHash: false });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [ready]);
}
