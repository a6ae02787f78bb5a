/**
 * Where the access token lives. localStorage so that a reload keeps the session and every tab of the
 * portal shares it; it is never put in a URL. Logout clears local storage as a whole (spec §4).
 */
const TOKEN_KEY = 'portal.accessToken';

/** Where a token change came from: this tab, or another tab of the portal (the `storage` event). */
export type TokenChangeSource = 'this-tab' | 'other-tab';
type Listener = (token: string | null, source: TokenChangeSource) => void;
const listeners = new Set<Listener>();

export function getAccessToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

let lastSeen: string | null = null;

function notify(token: string | null, source: TokenChangeSource) {
  lastSeen = token;
  listeners.forEach((listener) => listener(token, source));
}

export function setAccessToken(token: string | null): void {
  if (token) window.localStorage.setItem(TOKEN_KEY, token);
  else window.localStorage.removeItem(TOKEN_KEY);
  notify(token, 'this-tab');
}

/** Another tab signed in or out: its `removeItem` and `localStorage.clear()` both arrive here. */
function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== TOKEN_KEY) return;
  const token = getAccessToken();
  // A logout removes the token, then clears the storage: one change, told once.
  if (token !== lastSeen) notify(token, 'other-tab');
}

/**
 * Calls `listener` on every change of the token, in this tab or in another tab of the portal (so that
 * every tab learns at once that the session ended). Returns the unsubscribe function.
 */
export function subscribeToAccessToken(listener: Listener): () => void {
  if (listeners.size === 0) {
    lastSeen = getAccessToken();
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
