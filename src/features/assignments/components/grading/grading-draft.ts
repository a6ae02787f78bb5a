import { z } from 'zod';
import { AnnotationSchema } from '@/features/assignments/rules/annotation';
import { clearDraft, readDraft, useDraftPersistence } from '@/lib/draft-storage';

export const GradingDraftSchema = z.object({
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
  return readDraft(key, GradingDraftSchema);
}

export const clearGradingDraft = clearDraft;

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
 * Keeps unsaved grading in localStorage while it differs from what is saved (see {@link useDraftPersistence}):
 * it survives a reload, a failed save and an ended session. Answers `schedule`, called on every edit.
 */
export function useGradingDraftPersistence(key: string, source: DraftSource): () => void {
  return useDraftPersistence(key, (): GradingDraft | null => {
    const work = source.current();
    return source.isDirty(work) ? { version: source.version, ...work } : null;
  });
}
