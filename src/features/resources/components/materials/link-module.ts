import { LinkFields } from '@/features/resources/components/materials/link-fields';
import { LinkView } from '@/features/resources/components/materials/link-view';
import type { MaterialTypeModule } from '@/features/resources/components/materials/types';

export const linkModule: MaterialTypeModule<'LINK'> = {
  Fields: LinkFields,
  View: LinkView,
  emptyContent: () => ({ url: '', description: '' }),
};
