import { useCallback, useEffect, useState } from 'react';
import { SIDEBAR_MINIMIZE_BREAKPOINT_PX } from '@/config/constants';

/** responsive: minimized below the breakpoint; shown: pinned open; hidden: explicitly minimized. */
export type SidebarMode = 'responsive' | 'shown' | 'hidden';
const MODE_KEY = 'portal.sidebarMode';
const NARROW_QUERY = `(max-width: ${SIDEBAR_MINIMIZE_BREAKPOINT_PX - 0.02}px)`;

function readMode(): SidebarMode {
  const stored = window.localStorage.getItem(MODE_KEY);
  return stored === 'shown' || stored === 'hidden' ? stored : 'responsive';
}

function useIsNarrow(): boolean {
  const [isNarrow, setIsNarrow] = useState(() => window.matchMedia(NARROW_QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(NARROW_QUERY);
    const update = () => setIsNarrow(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return isNarrow;
}

/** The sidebar's mode (kept across reloads) and whether it is minimized right now (spec §2). */
export function useSidebarMode() {
  const [mode, setModeState] = useState<SidebarMode>(readMode);
  const isNarrow = useIsNarrow();
  const setMode = useCallback((next: SidebarMode) => {
    window.localStorage.setItem(MODE_KEY, next);
    setModeState(next);
  }, []);
  const minimized = mode === 'hidden' || (mode === 'responsive' && isNarrow);
  const toggle = useCallback(() => setMode(minimized ? 'shown' : 'hidden'), [minimized, setMode]);
  return { mode, setMode, minimized, toggle };
}
