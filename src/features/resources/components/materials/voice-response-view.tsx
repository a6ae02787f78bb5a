import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { MicFill } from 'react-bootstrap-icons';
import type { MaterialViewProps } from '@/features/resources/components/materials/types';
import { MaxMarkNote } from '@/features/resources/components/materials/question-fields';
import { formatDuration } from '@/features/resources/components/materials/voice-response-duration';

/**
 * The prompt and the recording limit, with the Record button students use shown disabled: teachers and reviewers
 * see where the recording happens without the page asking for their microphone.
 */
export function VoiceResponseView({ content }: MaterialViewProps<'VOICE_RESPONSE'>) {
  const id = useId();
  return (
    <div>
      <p className="mb-2" style={{ whiteSpace: 'pre-wrap' }}>
        {content.prompt}
      </p>
      <p className="small mb-2">Recordings can be up to {formatDuration(content.maxDurationSeconds)} long.</p>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <Button variant="outline-secondary" size="sm" disabled aria-describedby={`${id}-record-help`}>
          <MicFill aria-hidden="true" className="me-1" />
          Record
        </Button>
        <span id={`${id}-record-help`} className="small text-body-secondary">
          Students record their answer here. Recording is not available in this view.
        </span>
      </div>
      <MaxMarkNote maxMark={content.maxMark} />
    </div>
  );
}
