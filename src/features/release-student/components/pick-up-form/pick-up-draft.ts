import { z } from 'zod';
import { clearDraft, readDraft, useDraftPersistence } from '@/lib/draft-storage';

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
  const draft = readDraft(key, PickUpDraftSchema);
  return draft && !isEmptyDraft(draft) ? draft : null;
}

export const clearPickUpDraft = clearDraft;

/**
 * Keeps the request being typed in localStorage while it holds anything (`useDraftPersistence`), so a reload, a
 * failed save or an ended session loses nothing. Answers `schedule`, called on every edit.
 */
export function usePickUpDraftPersistence(key: string, current: () => PickUpDraft): () => void {
  return useDraftPersistence(key, () => {
    const values = current();
    return isEmptyDraft(values) ? null : values;
  });
}
