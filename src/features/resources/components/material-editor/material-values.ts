import { z } from 'zod';
import type { Material } from '@/features/resources/api/resource-schemas';
import { newMaterialValues, type MaterialFormValues } from '@/features/resources/components/material-editor/material-modules';
import type { MaterialDraft } from '@/features/resources/rules/material-drafts';
import { MaterialInputSchema } from '@/domain/lesson-content/material-content';
import type { MaterialType } from '@/domain/lesson-content/material-types';

/** The form values of a stored material, or a new material's empty values. */
export function valuesOf(type: MaterialType, material?: Material): MaterialFormValues {
  if (!material) return newMaterialValues(type);
  const parsed = MaterialInputSchema.safeParse(material);
  // Stored content always passed the same rules; if a rule tightened since, start from what is valid.
  return parsed.success ? parsed.data : { ...newMaterialValues(type), title: material.title };
}

/** A draft's values, trusted as the editor's own shape once their type matches the editor's. */
export function draftValues(draft: MaterialDraft, type: MaterialType): MaterialFormValues | null {
  const schema = z.custom<MaterialFormValues>((value) => typeof value === 'object' && value !== null && 'materialType' in value && value.materialType === type);
  const parsed = schema.safeParse(draft.values);
  return parsed.success ? parsed.data : null;
}
