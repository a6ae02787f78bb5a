import { z } from 'zod';
import { MATERIAL_TYPES } from '@/domain/lesson-content/material-types';

/** Where a draft belongs: one user, one lesson or assignment, one material (or the new one). */
export interface DraftScope {
  userId: string;
  kind: 'lesson' | 'assignment';
  contentId: string;
}

/** The material id of the "Add material" editor's draft. */
export const NEW_MATERIAL = 'new';

const PREFIX = 'material-draft:v1';

export function materialDraftPrefix({ userId, kind, contentId }: DraftScope): string {
  return `${PREFIX}:${userId}:${kind}:${contentId}:`;
}

export function materialDraftKey(scope: DraftScope, materialId: string): string {
  return `${materialDraftPrefix(scope)}${materialId}`;
}

/**
 * What is kept of an open editor: the typed values as the form holds them, and the material's version
 * when editing started, so a save after a reload still detects someone else's save in between (409).
 */
export const MaterialDraftSchema = z.object({
  materialType: z.enum(MATERIAL_TYPES),
  values: z.record(z.string(), z.unknown()),
  baseVersion: z.number().int().positive().nullable(),
  savedAt: z.string(),
});
export type MaterialDraft = z.infer<typeof MaterialDraftSchema>;

/** A stored draft, or null when there is none or it cannot be read (another version, corrupt JSON). */
export function parseMaterialDraft(raw: string | null): MaterialDraft | null {
  if (raw === null) return null;
  try {
    const parsed = MaterialDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The material ids with a draft among storage keys (for reopening their editors after a reload). */
export function draftedMaterialIds(keys: readonly string[], scope: DraftScope): string[] {
  const prefix = materialDraftPrefix(scope);
  return keys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
}
