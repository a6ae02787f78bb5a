import type { MaterialTypeModules } from '@/features/resources/components/materials/types';
import { errorEditingModule } from '@/features/resources/components/materials/error-editing';
import { fillInTheBlankModule } from '@/features/resources/components/materials/fill-in-the-blank';
import { freeResponseModule } from '@/features/resources/components/materials/free-response';
import { multipleChoiceModule } from '@/features/resources/components/materials/multiple-choice';
import { voiceResponseModule } from '@/features/resources/components/materials/voice-response';

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
