import type { MaterialTypeModule } from '@/features/resources/components/materials/types';
import { VoiceResponseFields } from '@/features/resources/components/materials/voice-response-fields';
import { VoiceResponseView } from '@/features/resources/components/materials/voice-response-view';

/** Voice Response: a prompt students answer by recording themselves, up to a set length. */
export const voiceResponseModule: MaterialTypeModule<'VOICE_RESPONSE'> = {
  Fields: VoiceResponseFields,
  View: VoiceResponseView,
  emptyContent: () => ({ prompt: '', maxDurationSeconds: 60, maxMark: 1 }),
};
