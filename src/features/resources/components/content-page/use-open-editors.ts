import { useCallback, useState } from 'react';
import type { Material } from '@/features/resources/api/resource-schemas';
import { readMaterialDraft, storedKeys } from '@/features/resources/components/material-editor/material-draft-storage';
import { draftedMaterialIds, materialDraftKey, NEW_MATERIAL, type DraftScope } from '@/features/resources/rules/material-drafts';
import type { MaterialType } from '@/domain/lesson-content/material-types';

/**
 * Which editors are open on a lesson page, and which hold unsaved typing. After a reload, the editors
 * that left a draft in this browser open again (each shows "Restored your unsaved changes").
 */
export function useOpenEditors(scope: DraftScope, materials: readonly Material[]) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => {
    const ids = new Set(materials.map((material) => material.id));
    return new Set(draftedMaterialIds(storedKeys(), scope).filter((id) => ids.has(id)));
  });
  const [creating, setCreating] = useState<MaterialType | null>(
    () => readMaterialDraft(materialDraftKey(scope, NEW_MATERIAL))?.materialType ?? null,
  );
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());

  const setEditing = useCallback((materialId: string, editing: boolean) => {
    setOpen((previous) => {
      if (previous.has(materialId) === editing) return previous;
      const next = new Set(previous);
      if (editing) next.add(materialId);
      else next.delete(materialId);
      return next;
    });
  }, []);

  const setEditorDirty = useCallback((editorId: string, isDirty: boolean) => {
    setDirty((previous) => {
      if (previous.has(editorId) === isDirty) return previous;
      const next = new Set(previous);
      if (isDirty) next.add(editorId);
      else next.delete(editorId);
      return next;
    });
  }, []);

  return { open, setEditing, creating, setCreating, hasUnsaved: dirty.size > 0, setEditorDirty };
}
