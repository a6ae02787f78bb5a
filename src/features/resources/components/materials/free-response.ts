import type { MaterialTypeModule } from './types';
import { FreeResponseFields } from './free-response-fields';
import { FreeResponseView } from './free-response-view';

/** Free Response: a question answered in the student's own words, with an optional model answer. */
export const freeResponseModule: MaterialTypeModule<'FREE_RESPONSE'> = {
  Fields: FreeResponseFields,
  View: FreeResponseView,
  emptyContent: () => ({ prompt: '', modelAnswer: '', maxMark: 1 }),
};
