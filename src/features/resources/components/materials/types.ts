import type { ComponentType } from 'react';
import type { MaterialContent } from '@/domain/lesson-content/material-content';
import type { MaterialType } from '@/domain/lesson-content/material-types';

/**
 * How a material type plugs into the generic material editor (create, update and view modes, spec §4).
 * The editor owns the form (react-hook-form + zodResolver(MaterialInputSchema)), the title field, saving,
 * drafts and conflicts; a type module renders only its own `content.*` fields and its read-only view.
 */
export interface MaterialFieldsProps {
  /** True while saving or when the user may not edit. */
  disabled: boolean;
}

export interface MaterialViewProps<T extends MaterialType> {
  content: MaterialContent<T>;
  /** Reviewers and authors see correct answers; a student preview would not. */
  showAnswers: boolean;
}

export interface MaterialTypeModule<T extends MaterialType> {
  /** Fields inside the editor's FormProvider; they register `content.<field>` and show its errors. */
  Fields: ComponentType<MaterialFieldsProps>;
  View: ComponentType<MaterialViewProps<T>>;
  /** Content a new material of this type starts with (may fail validation until filled in). */
  emptyContent: () => MaterialContent<T>;
}

export type MaterialTypeModules<Types extends MaterialType> = { [T in Types]: MaterialTypeModule<T> };
