import { useCallback, useEffect, useRef } from 'react';
import { z } from 'zod';
import { getSessionStatus, subscribeToSessionStatus } from '@/lib/session/session-status';

/** What the form holds, as typed (not yet valid): the draft keeps it whole. */
export const EventFormValuesSchema = z.object({
  name: z.string(),
  domain: z.string(),
  level: z.number().nullable(),
  date: z.string(),
  description: z.string(),
  students: z.array(z.object({ studentId: z.string(), role: z.string(), level: z.number().nullable() })),
});
export type EventFormValues = z.infer<typeof EventFormValuesSchema>;

const EventDraftSchema = z.object({
  /** The event's version the draft was typed on (null for a new event). */
  version: z.number().nullable(),
  values: EventFormValuesSchema,
  /** Names of the chosen students, so a restored draft shows them before the server answers. */
  names: z.record(z.string(), z.string()),
});
export type EventDraft = z.infer<typeof EventDraftSchema>;

/** One draft per user and event ("new" for the add screen), so another account never sees it. */
export function eventDraftKey(userId: string, eventId: string | null): string {
  return `leaps-event-draft:v1:${userId}:${eventId ?? 'new'}`;
}

export function readEventDraft(key: string): EventDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = EventDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage disabled or a corrupt entry: as if there were no draft.
    return null;
  }
}

export function clearEventDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear when storage is disabled.
  }
}

function writeEventDraft(key: string, draft: EventDraft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or disabled storage only loses the safety copy; the typed event is still on screen.
  }
}

const DRAFT_WRITE_DELAY_MS = 400;

export interface EventDraftSource {
  current: () => EventDraft;
  isDirty: () => boolean;
}

/**
 * Keeps the event being typed in localStorage while it differs from what is saved, so a reload, a failed save or
 * an ended session loses nothing (as the grading drafts do). Answers `schedule`, called on every edit: written once
 * typing pauses and when the page goes; never while the session has ended (a logout elsewhere just cleared
 * storage), and written back when the same user signs in again.
 */
export function useEventDraftPersistence(key: string, source: EventDraftSource): () => void {
  const latest = useRef(source);
  useEffect(() => {
    latest.current = source;
  });
  const timer = useRef<number | undefined>(undefined);
  const persist = useCallback(() => {
    window.clearTimeout(timer.current);
    if (getSessionStatus().state !== 'active') return;
    if (latest.current.isDirty()) writeEventDraft(key, latest.current.current());
    else clearEventDraft(key);
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
