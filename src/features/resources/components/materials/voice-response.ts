import type { MaterialTypeModule } from './types';
import { VoiceResponseFields } from './voice-response-fields';
import { VoiceResponseView } from './voice-response-view';

/** Voice Response: a prompt students answer by recording themselves, up to a set length. */
export const voiceResponseModule: MaterialTypeModule<'VOICE_RESPONSE'> = {
  Fields: VoiceResponseFields,
  View: VoiceResponseView,
  emptyContent: () => ({ prompt: '', maxDurationSeconds: 60, maxMark: 1 }),
};
