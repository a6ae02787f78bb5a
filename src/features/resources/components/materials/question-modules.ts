import type { MaterialTypeModules } from './types';
import { errorEditingModule } from './error-editing';
import { fillInTheBlankModule } from './fill-in-the-blank';
import { freeResponseModule } from './free-response';
import { multipleChoiceModule } from './multiple-choice';
import { voiceResponseModule } from './voice-response';

/** The five question types (spec §3), each marked by a teacher later out of its maximum mark. */
export const questionModules: MaterialTypeModules<
  'MULTIPLE_CHOICE' | 'FITB' | 'FREE_RESPONSE' | 'ERROR_EDITING' | 'VOICE_RESPONSE'
> = {
  MULTIPLE_CHOICE: multipleChoiceModule,
  FITB: fillInTheBlankModule,
  FREE_RESPONSE: freeResponseModule,
  ERROR_EDITING: errorEditingModule,
  VOICE_RESPONSE: voiceResponseModule,
};
