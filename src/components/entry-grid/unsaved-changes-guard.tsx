import { useEffect, useRef } from 'react';
import { useBlocker, type Location } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { getAccessToken } from '@/lib/auth-token';

/** Props of {@link UnsavedChangesGuard}. */
export interface UnsavedChangesGuardProps {
  /** Whether there is unsaved work to protect. */
  when: boolean;
  title?: string;
  body?: string;
  confirmLabel?: string;
  /**
   * Navigations that go through without asking, e.g. to the sign-in page after the session
   * expired: the draft is kept in the browser anyway, and a blocked redirect would strand the user.
   */
  allowNavigation?: (nextLocation: Location) => boolean;
}

/**
 * While `when` holds, asks before leaving: in-app navigations (links, Back, a changed query such as
 * another term) wait for a confirmation dialog, and closing or reloading the tab gets the browser's
 * own prompt (`beforeunload`). Navigations after the session ended are let through. Needs a data router.
 */
export function UnsavedChangesGuard({
  when,
  title = 'Leave without saving?',
  body = 'You have unsaved changes. They stay as a draft in this browser until you save them.',
  confirmLabel = 'Leave',
  allowNavigation,
}: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      // Once the session has ended (logout, a 401) the way out to sign-in is never held up.
      getAccessToken() !== null &&
      !allowNavigation?.(nextLocation) &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  // After proceed() the blocker is no longer "blocked"; the dialog's closing must not reset it.
  const proceeding = useRef(false);

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      show={blocker.state === 'blocked'}
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
  );
}
