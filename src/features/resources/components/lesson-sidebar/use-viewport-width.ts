import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const innerWidth = () => window.innerWidth;

/** The window's width, following resizes; the sidebar's maximum is a share of it. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, innerWidth, innerWidth);
}
