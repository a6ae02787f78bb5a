import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useFormContext } from 'react-hook-form';
import type { MaterialInput } from '@/domain/lesson-content/material-content';
import type { MaterialFieldsProps } from '@/features/resources/components/materials/types';

/** Free Text: plain text a teacher gives to read (line breaks kept). */
export function FreeTextFields({ disabled }: MaterialFieldsProps) {
  const id = useId();
  const { register, getFieldState, formState } = useFormContext<MaterialInput>();
  const error = getFieldState('content.text', formState).error?.message;
  return (
    <Form.Group controlId={`${id}-text`} className="mb-3">
      <Form.Label>Text</Form.Label>
      <Form.Control
        as="textarea"
        rows={8}
        disabled={disabled}
        isInvalid={error !== undefined}
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-text-error` : undefined}
        {...register('content.text')}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-text-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
