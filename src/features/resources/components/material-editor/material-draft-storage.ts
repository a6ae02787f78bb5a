import { parseMaterialDraft, type MaterialDraft } from '@/features/resources/rules/material-drafts';

/** The draft under `key`, or null (none, unreadable, or storage disabled). */
export function readMaterialDraft(key: string): MaterialDraft | null {
  try {
    return parseMaterialDraft(window.localStorage.getItem(key));
  } catch {
    return null;
  }
}

export function writeMaterialDraft(key: string, draft: MaterialDraft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or disabled storage only loses the safety copy; the typed values are still on screen.
  }
}

export function clearMaterialDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Every storage key, to find the drafts of one lesson after a reload. */
export function storedKeys(): string[] {
  try {
    return Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index) ?? '');
  } catch {
    return [];
  }
}
