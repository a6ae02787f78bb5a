import { readDraft } from '@/lib/draft-storage';
import { MaterialDraftSchema, type MaterialDraft } from '@/features/resources/rules/material-drafts';

/** The draft under `key`, or null (none, unreadable, or storage disabled). */
export const readMaterialDraft = (key: string): MaterialDraft | null => readDraft(key, MaterialDraftSchema);

/** Every storage key, to find the drafts of one lesson after a reload. */
export function storedKeys(): string[] {
  try {
    return Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index) ?? '');
  } catch {
    return [];
  }
}
