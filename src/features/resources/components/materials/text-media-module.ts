import { TextMediaFields } from '@/features/resources/components/materials/text-media-fields';
import { TextMediaView } from '@/features/resources/components/materials/text-media-view';
import type { MaterialTypeModule } from '@/features/resources/components/materials/types';

export const textMediaModule: MaterialTypeModule<'TEXT_MEDIA'> = {
  Fields: TextMediaFields,
  View: TextMediaView,
  emptyContent: () => ({ html: '' }),
};
