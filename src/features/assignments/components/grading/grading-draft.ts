import { useCallback, useEffect, useRef } from 'react';
import { z } from 'zod';
import { AnnotationSchema } from '@/features/assignments/rules/annotation';
import { getSessionStatus, subscribeToSessionStatus } from '@/lib/session/session-status';

const GradingDraftSchema = z.object({
  /** The submission's version the draft was typed on: a newer one means someone graded it meanwhile. */
  version: z.number(),
  marks: z.array(z.object({ materialId: z.string(), mark: z.string() })),
  feedback: z.string(),
  annotations: z.record(z.string(), z.array(AnnotationSchema)),
});
export type GradingDraft = z.infer<typeof GradingDraftSchema>;

/** One draft per user and submission, so a teacher's half-graded work never shows to another account. */
export function gradingDraftKey(userId: string, studentAssignmentId: string): string {
  return `grading-draft:v1:${userId}:${studentAssignmentId}`;
}

export function readGradingDraft(key: string): GradingDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = GradingDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage disabled or a corrupt entry: behave as if there were no draft.
    return null;
  }
}

export function clearGradingDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear when storage is disabled.
  }
}

function writeGradingDraft(key: string, draft: GradingDraft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or disabled storage only loses the safety copy; the typed work is still on screen.
  }
}

/** Typing pauses this long before the draft is written, so a long feedback never writes storage per key. */
const DRAFT_WRITE_DELAY_MS = 400;

export interface DraftSource {
  version: number;
  /** What is on screen now. */
  current: () => GradingWork;
  /** Whether the work on screen differs from what is saved. */
  isDirty: (work: GradingWork) => boolean;
}

/** Marks, feedback and annotations as typed. */
export type GradingWork = Omit<GradingDraft, 'version'>;

/**
 * Keeps unsaved grading in localStorage while it differs from what is saved: it survives a reload, a failed save
 * and an ended session. Answers `schedule`, called on every edit: the draft is written once typing pauses (never
 * per keystroke), and at once when the page goes. Nothing is written while the session has ended (a logout
 * elsewhere has just cleared storage); when the same user signs in again, the work still in memory is written back.
 */
export function useGradingDraftPersistence(key: string, source: DraftSource): () => void {
  const latest = useRef(source);
  useEffect(() => {
    latest.current = source;
  });
  const timer = useRef<number | undefined>(undefined);
  const persist = useCallback(() => {
    window.clearTimeout(timer.current);
    if (getSessionStatus().state !== 'active') return;
    const { version, current, isDirty } = latest.current;
    const work = current();
    if (isDirty(work)) writeGradingDraft(key, { version, ...work });
    else clearGradingDraft(key);
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
