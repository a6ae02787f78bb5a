import type { MaterialTypeModule } from '@/features/resources/components/materials/types';
import { ErrorEditingFields } from '@/features/resources/components/materials/error-editing-fields';
import { ErrorEditingView } from '@/features/resources/components/materials/error-editing-view';

/** Error Editing: a passage with errors for students to find and correct, each listed with its correction. */
export const errorEditingModule: MaterialTypeModule<'ERROR_EDITING'> = {
  Fields: ErrorEditingFields,
  View: ErrorEditingView,
  emptyContent: () => ({ instructions: '', passage: '', errors: [{ wrong: '', correction: '' }], maxMark: 1 }),
};
