import { useEffect, useRef } from 'react';
import { useBlocker, type Location } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { getAccessToken } from '@/lib/auth-token';
import { ReauthDialog } from '@/lib/session/reauth-dialog';
import { getSessionStatus, holdUnsavedWork, useSessionStatus } from '@/lib/session/session-status';

/** Props of {@link UnsavedChangesGuard}. */
export interface UnsavedChangesGuardProps {
  /** Whether there is unsaved work to protect. */
  when: boolean;
  title?: string;
  body?: string;
  confirmLabel?: string;
  /** Navigations that go through without asking. */
  allowNavigation?: (nextLocation: Location) => boolean;
}

/** Whether leaving now should wait: never once the work is given up or after an explicit logout here. */
function mayHoldNavigation(): boolean {
  const { state } = getSessionStatus();
  if (state === 'discarding') return false;
  // Ended elsewhere (or by a 401) with work here: stay, the in-place sign-in is on screen.
  if (state === 'ended') return true;
  // Signed out in this tab on purpose (logout clears local storage, spec §4): the way out is free.
  return getAccessToken() !== null;
}

/**
 * While `when` holds, asks before leaving: in-app navigations (links, Back, a changed query such as
 * another term) wait for a confirmation dialog, and closing or reloading the tab gets the browser's
 * own prompt (`beforeunload`). If the session ends meanwhile — logout in another tab, a 401 — the
 * page stays, the typed values stay in memory, and a sign-in dialog for the same user is shown in
 * place (lib/session). Needs a data router.
 */
export function UnsavedChangesGuard({
  when,
  title = 'Leave without saving?',
  body = 'You have unsaved changes. They stay as a draft in this browser until you save them.',
  confirmLabel = 'Leave',
  allowNavigation,
}: UnsavedChangesGuardProps) {
  const session = useSessionStatus();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      mayHoldNavigation() &&
      !allowNavigation?.(nextLocation) &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  // After proceed() the blocker is no longer "blocked"; the dialog's closing must not reset it.
  const proceeding = useRef(false);
  const ended = session.state === 'ended';

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const release = holdUnsavedWork();
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      release();
    };
  }, [when]);

  // While signed out with work here, a navigation (Back) is simply held: the sign-in dialog explains.
  useEffect(() => {
    if (ended && blocker.state === 'blocked') blocker.reset();
  }, [ended, blocker]);

  return (
    <>
      <ConfirmDialog
        show={blocker.state === 'blocked' && !ended}
        title={title}
        body={body}
        confirmLabel={confirmLabel}
        confirmVariant="danger"
        cancelLabel="Stay"
        onConfirm={() => {
          proceeding.current = true;
          blocker.proceed?.();
        }}
        onHide={() => {
          if (proceeding.current) proceeding.current = false;
          else blocker.reset?.();
        }}
      />
      {when && session.state === 'ended' ? <ReauthDialog session={session} /> : null}
    </>
  );
}
