import type { MaterialTypeModule } from '@/features/resources/components/materials/types';
import { FreeResponseFields } from '@/features/resources/components/materials/free-response-fields';
import { FreeResponseView } from '@/features/resources/components/materials/free-response-view';

/** Free Response: a question answered in the student's own words, with an optional model answer. */
export const freeResponseModule: MaterialTypeModule<'FREE_RESPONSE'> = {
  Fields: FreeResponseFields,
  View: FreeResponseView,
  emptyContent: () => ({ prompt: '', modelAnswer: '', maxMark: 1 }),
};
