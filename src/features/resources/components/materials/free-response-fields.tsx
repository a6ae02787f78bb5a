import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useFormContext } from 'react-hook-form';
import type { MaterialFieldsProps } from './types';
import { errorAt, MaxMarkField, type QuestionFormValues } from './question-fields';

/** The question, an optional model answer for whoever marks it, and the maximum mark. */
export function FreeResponseFields({ disabled }: MaterialFieldsProps) {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<QuestionFormValues<'FREE_RESPONSE'>>();
  const promptError = errorAt(errors, 'content.prompt');
  const modelAnswerError = errorAt(errors, 'content.modelAnswer');
  return (
    <>
      <Form.Group controlId={`${id}-prompt`} className="mb-3">
        <Form.Label>Question</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          disabled={disabled}
          isInvalid={Boolean(promptError)}
          {...register('content.prompt')}
        />
        <Form.Control.Feedback type="invalid">{promptError}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId={`${id}-model-answer`} className="mb-3">
        <Form.Label>Model answer (optional)</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          disabled={disabled}
          isInvalid={Boolean(modelAnswerError)}
          aria-describedby={`${id}-model-answer-help`}
          {...register('content.modelAnswer')}
        />
        <Form.Control.Feedback type="invalid">{modelAnswerError}</Form.Control.Feedback>
        <Form.Text id={`${id}-model-answer-help`}>
          What a full-mark answer contains. Reviewers and markers see it; students never do.
        </Form.Text>
      </Form.Group>
      <MaxMarkField disabled={disabled} />
    </>
  );
}
