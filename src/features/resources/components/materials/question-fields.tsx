import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { get, useFormContext, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { MATERIAL_CONTENT_SCHEMAS } from '@/domain/lesson-content/material-content';
import type { MaterialType } from '@/domain/lesson-content/material-types';
import { MAX_MARK_LIMIT } from '@/domain/lesson-content/limits';
import { countOf } from '@/domain/school/count-words';

/** The editor's form values seen from one material type's fields (the editor owns the whole form). */
export interface QuestionFormValues<T extends MaterialType> {
  materialType: T;
  title: string;
  content: z.input<(typeof MATERIAL_CONTENT_SCHEMAS)[T]>;
}

function hasMessage(value: unknown): value is { message: string } {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/**
 * The message of the error at `name` (e.g. `content.choices`), whether the resolver put it on the field itself
 * or, for a list whose rows are registered, on the list's `root`.
 */
export function errorAt<T extends FieldValues>(errors: FieldErrors<T>, name: string): string | undefined {
  const error: unknown = get(errors, name);
  if (hasMessage(error)) return error.message;
  const root: unknown = get(errors, `${name}.root`);
  return hasMessage(root) ? root.message : undefined;
}

/** Props of {@link ContentTextField}. */
export interface ContentTextFieldProps {
  /** The field's path, e.g. `content.question`. */
  name: string;
  label: string;
  disabled: boolean;
  /** A text area of that many rows; a one-line input without. */
  rows?: number;
  /** Shown under the field and read with it. */
  help?: string;
  placeholder?: string;
}

/** A labelled text field of the material's content, with its schema message and help read out with it. */
export function ContentTextField({ name, label, disabled, rows, help, placeholder }: ContentTextFieldProps) {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const error = errorAt(errors, name);
  const describedBy = [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ');
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...(rows ? { as: 'textarea' as const, rows } : {})}
        placeholder={placeholder}
        disabled={disabled}
        isInvalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        {...register(name)}
      />
      <Form.Control.Feedback id={`${id}-error`} type="invalid">
        {error}
      </Form.Control.Feedback>
      {help ? (
        <Form.Text id={`${id}-help`} as="p" className="mb-0">
          {help}
        </Form.Text>
      ) : null}
    </Form.Group>
  );
}

/** Whole marks, 1 to MAX_MARK_LIMIT: what a teacher gives this question at most when marking it. */
/** `optional`: an empty field means no mark (Attach Files used only to hand out files). */
export function MaxMarkField({ disabled, optional = false }: { disabled: boolean; optional?: boolean }) {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<{ content: { maxMark: number } }>();
  const error = errorAt(errors, 'content.maxMark');
  return (
    <Form.Group controlId={`${id}-max-mark`} className="mb-3" style={{ maxWidth: optional ? '28rem' : '12rem' }}>
      <Form.Label>{optional ? 'Maximum mark (optional)' : 'Maximum mark'}</Form.Label>
      <Form.Control
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_MARK_LIMIT}
        step={1}
        disabled={disabled}
        isInvalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={[error ? `${id}-max-mark-error` : '', optional ? `${id}-max-mark-help` : ''].join(' ').trim() || undefined}
        {...register(
          'content.maxMark',
          optional ? { setValueAs: (value: string) => (value === '' ? undefined : Number(value)) } : { valueAsNumber: true },
        )}
      />
      <Form.Control.Feedback id={`${id}-max-mark-error`} type="invalid">
        {error}
      </Form.Control.Feedback>
      {optional && (
        <Form.Text id={`${id}-max-mark-help`}>Give a mark when students hand in files of their own; leave empty for files to read.</Form.Text>
      )}
    </Form.Group>
  );
}

/** "Out of 5 marks": the most a teacher can give, shown under every question. */
export function MaxMarkNote({ maxMark }: { maxMark: number }) {
  return (
    <p className="small text-body-secondary mb-0">
      Out of {countOf(maxMark, 'mark')}
    </p>
  );
}
