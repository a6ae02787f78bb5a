import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Once the grid is on screen, a `#student-<studentId>` fragment (the completion view's link to a gap) scrolls that
 * student's row into view and focuses its first field, so the teacher types straight into the missing record. Runs
 * once per fragment: later renders (typing, a save) never move the focus again.
 */
export function useStudentRowLink(ready: boolean): void {
  const { hash } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !hash.startsWith('#student-') || done.current === hash) return;
    done.current = hash;
    const row = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!row) return;
    row.setAttribute('data-linked', 'true');
    // jsdom has no layout, hence no scrollIntoView.
    row.scrollIntoView?.({ block: 'center' });
    const field = row.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled])');
    field?.focus({ preventScroll: true });
    if (field instanceof HTMLInputElement) field.select();
  }, [ready, hash]);
}
