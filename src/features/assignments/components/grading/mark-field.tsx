import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { AutoMark } from '@/domain/lesson-content/marking';

export interface MarkFieldProps {
  id: string;
  /** The question's title: the field reads "Mark for <title>" to a screen reader, "Mark" on screen. */
  questionTitle: string;
  auto: AutoMark;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  typed: string;
}

/** A question's mark, 0..max with one decimal; an automatic mark is prefilled and may be changed by the teacher. */
export function MarkField({ id, questionTitle, auto, registration, error, typed }: MarkFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const overridden = auto.automatic && typed.trim() !== '' && Number(typed.replace(',', '.')) !== auto.mark;
  return (
    <div className="grading-mark">
      <Form.Label htmlFor={id} className="small mb-1">
        Mark<span className="visually-hidden"> for {questionTitle}</span>
      </Form.Label>
      <InputGroup size="sm" hasValidation>
        <Form.Control
          id={id}
          inputMode="decimal"
          autoComplete="off"
          isInvalid={Boolean(error)}
          aria-invalid={Boolean(error)}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          className="grading-mark-input"
          {...registration}
        />
        <InputGroup.Text>/ {auto.maxMark}</InputGroup.Text>
        {error ? (
          <Form.Control.Feedback type="invalid" id={errorId}>
            {error}
          </Form.Control.Feedback>
        ) : null}
      </InputGroup>
      <p id={hintId} className="small text-body-secondary mb-0 mt-1">
        {auto.automatic
          ? `Marked automatically: ${auto.mark} of ${auto.maxMark}${overridden ? ' (changed by you)' : ''}`
          : 'Marked by hand'}
      </p>
    </div>
  );
}
