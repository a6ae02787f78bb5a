import { useState, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { DateInput } from '@/components/date-input';

/** Props of {@link FormDateField}. */
export interface FormDateFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  /** A field holding an ISO date, or nothing while the field is empty or unreadable. */
  name: FieldPathByValue<Values, string | undefined>;
  label: string;
  /** The field's id; its message is `{id}-error`, its hint `{id}-hint`. */
  id: string;
  className?: string;
  /** What the form holds for "no date": `undefined` (the default) or '' for forms that keep text. */
  emptyValue?: '' | undefined;
  /** A line under the field saying what the date does. */
  hint?: ReactNode;
}

/**
 * A react-hook-form date field typed day/month/year (DateInput) with the schema's message under it. While the
 * text cannot be read, DateInput says so itself and the form holds no date, so the last readable one is never sent.
 */
export function FormDateField<Values extends FieldValues>({ control, name, label, id, className = 'mb-3', emptyValue, hint }: FormDateFieldProps<Values>) {
  const {
    field: { value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  // The schema's "is required" would repeat DateInput's own message about unreadable text.
  const [unreadable, setUnreadable] = useState(false);
  const message = unreadable ? undefined : fieldState.error?.message;
  const described = message ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label>{label}</Form.Label>
      <DateInput
        value={typeof value === 'string' ? value : ''}
        label={label}
        describedBy={described}
        onChange={(date) => {
          setUnreadable(false);
          onChange(date ?? emptyValue);
          onBlur();
        }}
        onInvalid={() => {
          setUnreadable(true);
          onChange(emptyValue);
        }}
      />
      {hint ? <Form.Text id={`${id}-hint`}>{hint}</Form.Text> : null}
      {message ? (
        <Form.Control.Feedback id={`${id}-error`} type="invalid" className="d-block">
          {message}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}
