import type { ComponentType } from 'react';
import type { MaterialViewProps, MaterialTypeModules } from '@/features/resources/components/materials/types';
import { contentModules } from '@/features/resources/components/materials/content-modules';
import { questionModules } from '@/features/resources/components/materials/question-modules';
import type { MaterialInputSchema } from '@/domain/lesson-content/material-content';
import type { MaterialType } from '@/domain/lesson-content/material-types';
import type { z } from 'zod';

/** Every material type's fields and view: the four content types and the five question types. */
export const materialModules: MaterialTypeModules<MaterialType> = { ...contentModules, ...questionModules };

/** What the generic editor's form holds (the shared schema's input). */
export type MaterialFormValues = z.input<typeof MaterialInputSchema>;

/** A new material of `type`: no title yet and the type's empty content. */
export function newMaterialValues(type: MaterialType): MaterialFormValues {
  const m = materialModules;
  switch (type) {
    case 'TEXT_MEDIA':
      return { materialType: type, title: '', content: m.TEXT_MEDIA.emptyContent() };
    case 'FREE_TEXT':
      return { materialType: type, title: '', content: m.FREE_TEXT.emptyContent() };
    case 'LINK':
      return { materialType: type, title: '', content: m.LINK.emptyContent() };
    case 'ATTACH_FILES':
      return { materialType: type, title: '', content: m.ATTACH_FILES.emptyContent() };
    case 'MULTIPLE_CHOICE':
      return { materialType: type, title: '', content: m.MULTIPLE_CHOICE.emptyContent() };
    case 'FITB':
      return { materialType: type, title: '', content: m.FITB.emptyContent() };
    case 'FREE_RESPONSE':
      return { materialType: type, title: '', content: m.FREE_RESPONSE.emptyContent() };
    case 'ERROR_EDITING':
      return { materialType: type, title: '', content: m.ERROR_EDITING.emptyContent() };
    case 'VOICE_RESPONSE':
      return { materialType: type, title: '', content: m.VOICE_RESPONSE.emptyContent() };
  }
}

/** The view component of a material's type, typed for its content. */
export function viewOf<T extends MaterialType>(type: T): ComponentType<MaterialViewProps<T>> {
  return materialModules[type].View;
}
