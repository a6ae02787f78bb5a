import { FreeTextFields } from '@/features/resources/components/materials/free-text-fields';
import { FreeTextView } from '@/features/resources/components/materials/free-text-view';
import type { MaterialTypeModule } from '@/features/resources/components/materials/types';

export const freeTextModule: MaterialTypeModule<'FREE_TEXT'> = {
  Fields: FreeTextFields,
  View: FreeTextView,
  emptyContent: () => ({ text: '' }),
};
