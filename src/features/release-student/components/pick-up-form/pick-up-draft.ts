import { z } from 'zod';
import { readDraft } from '@/lib/draft-storage';

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
