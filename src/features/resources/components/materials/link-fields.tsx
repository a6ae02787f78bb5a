import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useFormContext } from 'react-hook-form';
import type { MaterialInput } from '@/domain/lesson-content/material-content';
import type { MaterialFieldsProps } from '@/features/resources/components/materials/types';

/** Link: a web address (http or https only, spec rule shared with the server) and what it is for. */
export function LinkFields({ disabled }: MaterialFieldsProps) {
  const id = useId();
  const { register, getFieldState, formState } = useFormContext<MaterialInput>();
  const urlError = getFieldState('content.url', formState).error?.message;
  const descriptionError = getFieldState('content.description', formState).error?.message;
  return (
    <>
      <Form.Group controlId={`${id}-url`} className="mb-3">
        <Form.Label>Link address</Form.Label>
        <Form.Control
          type="url"
          inputMode="url"
          placeholder="https://"
          autoComplete="url"
          disabled={disabled}
          isInvalid={urlError !== undefined}
          aria-invalid={urlError !== undefined}
          aria-describedby={urlError ? `${id}-url-error` : undefined}
          {...register('content.url')}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-url-error`}>
          {urlError}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId={`${id}-description`} className="mb-3">
        <Form.Label>Description (optional)</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          disabled={disabled}
          isInvalid={descriptionError !== undefined}
          aria-invalid={descriptionError !== undefined}
          aria-describedby={descriptionError ? `${id}-description-error` : undefined}
          {...register('content.description')}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-description-error`}>
          {descriptionError}
        </Form.Control.Feedback>
      </Form.Group>
    </>
  );
}
