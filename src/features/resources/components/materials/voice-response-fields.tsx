import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useFormContext, useWatch } from 'react-hook-form';
import { VOICE_RESPONSE_MAX_SECONDS, VOICE_RESPONSE_MIN_SECONDS } from '@/domain/lesson-content/limits';
import type { MaterialFieldsProps } from '@/features/resources/components/materials/types';
import {
  ContentTextField,
  errorAt,
  MaxMarkField,
  type QuestionFormValues,
} from '@/features/resources/components/materials/question-fields';
import { formatDuration } from '@/features/resources/components/materials/voice-response-duration';

/** The prompt students answer aloud, the longest recording allowed (shown in minutes too) and the maximum mark. */
export function VoiceResponseFields({ disabled }: MaterialFieldsProps) {
  const id = useId();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<QuestionFormValues<'VOICE_RESPONSE'>>();
  const seconds = useWatch({ control, name: 'content.maxDurationSeconds' });
  const spoken = typeof seconds === 'number' ? formatDuration(seconds) : '';
  const error = errorAt(errors, 'content.maxDurationSeconds');
  return (
    <>
      <ContentTextField name="content.prompt" label="Prompt" rows={3} disabled={disabled} />
      <Form.Group controlId={`${id}-duration`} className="mb-3">
        <Form.Label>Maximum recording length (seconds)</Form.Label>
        <Form.Control
          type="number"
          inputMode="numeric"
          min={VOICE_RESPONSE_MIN_SECONDS}
          max={VOICE_RESPONSE_MAX_SECONDS}
          step={1}
          style={{ maxWidth: '12rem' }}
          disabled={disabled}
          isInvalid={Boolean(error)}
          aria-invalid={Boolean(error)}
          aria-describedby={[error ? `${id}-duration-error` : '', `${id}-duration-help`].filter(Boolean).join(' ')}
          {...register('content.maxDurationSeconds', { valueAsNumber: true })}
        />
        <Form.Control.Feedback id={`${id}-duration-error`} type="invalid">
          {error}
        </Form.Control.Feedback>
        <Form.Text id={`${id}-duration-help`} as="p" className="mb-0">
          {spoken ? `That is ${spoken}. ` : ''}
          From {VOICE_RESPONSE_MIN_SECONDS} seconds to {formatDuration(VOICE_RESPONSE_MAX_SECONDS)}.
        </Form.Text>
      </Form.Group>
      <MaxMarkField disabled={disabled} />
    </>
  );
}
