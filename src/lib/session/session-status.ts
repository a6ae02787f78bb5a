import { useSyncExternalStore } from 'react';

/** The session ended while this tab holds unsaved work: the work waits for the same user to sign in. */
export interface EndedSession {
  state: 'ended';
  /** Who was signed in; the in-place sign-in is for this user only. */
  username: string;
  /** Signs `username` in again; rejects with an error whose message is meant for the user. */
  signIn: (password: string) => Promise<void>;
  /** Gives the unsaved work up and goes to the sign-in page, e.g. for another user. */
  discard: () => void;
}

/**
 * `active`: signed in (or signed out with nothing to keep). `ended`: see {@link EndedSession}.
 * `discarding`: the unsaved work is being given up; guards let the way out through.
 */
export type SessionStatus = { state: 'active' } | EndedSession | { state: 'discarding' };

const ACTIVE: SessionStatus = { state: 'active' };
let status: SessionStatus = ACTIVE;
const listeners = new Set<() => void>();

export function getSessionStatus(): SessionStatus {
  return status;
}

export function setSessionStatus(next: SessionStatus): void {
  status = next;
  listeners.forEach((listener) => listener());
}

/** Back to normal: after the same user signed in again, or once the work was given up. */
export function resumeSession(): void {
  setSessionStatus(ACTIVE);
}

export function subscribeToSessionStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session status, re-rendering its caller when it changes. */
export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(subscribeToSessionStatus, getSessionStatus);
}

let unsavedWorkHolders = 0;

/**
 * Declares that this tab holds unsaved work (typed marks or scores) until the returned function is
 * called; a session that ends meanwhile asks to sign in again in place instead of leaving the page.
 */
export function holdUnsavedWork(): () => void {
  unsavedWorkHolders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    unsavedWorkHolders -= 1;
  };
}

export function hasUnsavedWork(): boolean {
  return unsavedWorkHolders > 0;
}
