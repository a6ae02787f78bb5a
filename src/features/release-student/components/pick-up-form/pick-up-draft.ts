import { useCallback, useEffect, useRef } from 'react';
import { z } from 'zod';
import { getSessionStatus, subscribeToSessionStatus } from '@/lib/session/session-status';

/** What the form holds as typed (not yet valid); the date is the page's, so it is not kept. */
export const PickUpDraftSchema = z.object({
  studentId: z.string(),
  pickUpTime: z.string(),
  collectorName: z.string(),
  relationship: z.string(),
  idType: z.string(),
  idNumber: z.string(),
  reason: z.string(),
});
export type PickUpDraft = z.infer<typeof PickUpDraftSchema>;

export const EMPTY_PICK_UP_DRAFT: PickUpDraft = {
  studentId: '',
  pickUpTime: '',
  collectorName: '',
  relationship: '',
  idType: '',
  idNumber: '',
  reason: '',
};

/** One draft per user, so another account on the same browser never sees it. */
export const pickUpDraftKey = (userId: string) => `release-student-pick-up-draft:v1:${userId}`;

export function isEmptyDraft(values: PickUpDraft): boolean {
  return Object.values(values).every((value) => value.trim() === '');
}

export function readPickUpDraft(key: string): PickUpDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = PickUpDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success && !isEmptyDraft(parsed.data) ? parsed.data : null;
  } catch {
    // Storage disabled or a corrupt entry: as if there were no draft.
    return null;
  }
}

export function clearPickUpDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear when storage is disabled.
  }
}

const DRAFT_WRITE_DELAY_MS = 400;

/**
 * Keeps the request being typed in localStorage while it holds anything, so a reload, a failed save or an ended
 * session loses nothing. Answers `schedule`, called on every edit: written once typing pauses and when the form goes;
 * never while the session has ended (a logout elsewhere just cleared storage), and written back when the same user
 * signs in again.
 */
export function usePickUpDraftPersistence(key: string, current: () => PickUpDraft): () => void {
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  });
  const timer = useRef<number | undefined>(undefined);
  const persist = useCallback(() => {
    window.clearTimeout(timer.current);
    if (getSessionStatus().state !== 'active') return;
    const values = latest.current();
    try {
      if (isEmptyDraft(values)) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(values));
    } catch {
      // Full or disabled storage only loses the safety copy; the typed request is still on screen.
    }
  }, [key]);
  useEffect(() => {
    let previous = getSessionStatus().state;
    const unsubscribe = subscribeToSessionStatus(() => {
      const { state } = getSessionStatus();
      if (previous === 'ended' && state === 'active') persist();
      previous = state;
    });
    return () => {
      unsubscribe();
      persist();
    };
  }, [persist]);
  return useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(persist, DRAFT_WRITE_DELAY_MS);
  }, [persist]);
}
