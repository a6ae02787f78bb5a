import { ROUTES_BY_KEY } from '@/app/route-table';
import type { PathKey } from '@/config/paths';

/**
 * Starts downloading a route's screen (and, through Vite's preload list, every chunk it imports) when the
 * user shows the intent to open it — the pointer rests on its menu link or the keyboard reaches it — so
 * that the click finds the code there. The router imports the same module later and gets it from the
 * module map; a failed download is the router's to report when the route is really opened.
 */
export function preloadScreen(key: PathKey): void {
  ROUTES_BY_KEY.get(key)
    ?.screen()
    .catch(() => undefined);
}
