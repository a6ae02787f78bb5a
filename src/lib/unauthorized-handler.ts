type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * The auth feature registers how a session ends; lib never imports a feature. Apart from the API client
 * (src/lib/api-client.ts), which calls it on a 401: the app registers at start, the client loads with the
 * first call.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/** Ends the session the way the app registered, if it did. */
export function handleUnauthorized(): void {
  unauthorizedHandler?.();
}
