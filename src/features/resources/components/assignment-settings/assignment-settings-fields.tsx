import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { Controller, useFormContext, type FieldError, type Path } from 'react-hook-form';
import { DateInput } from '@/components/date-input';
import {
  ANSWER_REVEAL_MODES,
  ASSIGNMENT_TYPES,
  QUESTION_ORDERS,
  type AssignmentSettings,
} from '@/domain/lesson-content/assignment-settings';
import { ASSIGNMENT_MAX_ATTEMPTS } from '@/domain/lesson-content/limits';

/** A form that holds assignment settings under `settings` (create dialog, assignment page). */
export interface WithSettings {
  settings: AssignmentSettings;
}

/** The settings' form paths, where a refusal's field errors on them are shown. */
export const SETTINGS_FIELDS = [
  'settings.assignmentType',
  'settings.questionOrder',
  'settings.answerReveal',
  'settings.attempts',
  'settings.startDate',
  'settings.dueDate',
] as const satisfies readonly Path<WithSettings>[];

function Feedback({ id, error }: { id: string; error: FieldError | undefined }) {
  return error?.message ? (
    <Form.Control.Feedback type="invalid" id={id} className="d-block">
      {error.message}
    </Form.Control.Feedback>
  ) : null;
}

/** Spec §3 assignment settings: type, question order, answer reveal, attempts, start and due dates. */
export function AssignmentSettingsFields({ disabled = false }: { disabled?: boolean }) {
  const id = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<WithSettings>();
  const fieldErrors = errors.settings;
  const described = (name: keyof AssignmentSettings) => (fieldErrors?.[name] ? `${id}-${name}-error` : undefined);
  return (
    <div className="assignment-settings-grid">
      <Form.Group controlId={`${id}-type`}>
        <Form.Label>Assignment type</Form.Label>
        <Form.Select {...register('settings.assignmentType')} disabled={disabled} isInvalid={Boolean(fieldErrors?.assignmentType)} aria-describedby={described('assignmentType')}>
          {ASSIGNMENT_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </Form.Select>
        <Feedback id={`${id}-assignmentType-error`} error={fieldErrors?.assignmentType} />
      </Form.Group>
      <Form.Group controlId={`${id}-order`}>
        <Form.Label>Question order</Form.Label>
        <Form.Select {...register('settings.questionOrder')} disabled={disabled} isInvalid={Boolean(fieldErrors?.questionOrder)} aria-describedby={described('questionOrder')}>
          {QUESTION_ORDERS.map((order) => (
            <option key={order}>{order}</option>
          ))}
        </Form.Select>
        <Feedback id={`${id}-questionOrder-error`} error={fieldErrors?.questionOrder} />
      </Form.Group>
      <Form.Group controlId={`${id}-reveal`}>
        <Form.Label>Answer reveal</Form.Label>
        <Form.Select {...register('settings.answerReveal')} disabled={disabled} isInvalid={Boolean(fieldErrors?.answerReveal)} aria-describedby={described('answerReveal')}>
          {ANSWER_REVEAL_MODES.map((mode) => (
            <option key={mode}>{mode}</option>
          ))}
        </Form.Select>
        <Feedback id={`${id}-answerReveal-error`} error={fieldErrors?.answerReveal} />
      </Form.Group>
      <Form.Group controlId={`${id}-attempts`}>
        <Form.Label>Attempts</Form.Label>
        <Form.Control
          type="number"
          min={1}
          max={ASSIGNMENT_MAX_ATTEMPTS}
          {...register('settings.attempts', { valueAsNumber: true })}
          disabled={disabled}
          isInvalid={Boolean(fieldErrors?.attempts)}
          aria-describedby={described('attempts')}
        />
        <Feedback id={`${id}-attempts-error`} error={fieldErrors?.attempts} />
      </Form.Group>
      {(['startDate', 'dueDate'] as const).map((name) => (
        <Form.Group key={name} controlId={`${id}-${name}`}>
          <Form.Label>{name === 'startDate' ? 'Start date' : 'Due date'}</Form.Label>
          <Controller
            control={control}
            name={`settings.${name}`}
            render={({ field }) => (
              <DateInput
                id={`${id}-${name}`}
                label={name === 'startDate' ? 'Start date' : 'Due date'}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                disabled={disabled}
                describedBy={described(name)}
              />
            )}
          />
          <Feedback id={`${id}-${name}-error`} error={fieldErrors?.[name]} />
        </Form.Group>
      ))}
    </div>
  );
}
