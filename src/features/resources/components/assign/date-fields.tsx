import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useController, type Control } from 'react-hook-form';
import { DateInput } from '@/components/date-input';
import type { AssignFormInput } from '@/features/resources/components/assign/assign-form-values';

interface DateFieldProps {
  control: Control<AssignFormInput>;
  name: 'startDate' | 'dueDate';
  label: string;
}

function DateField({ control, name, label }: DateFieldProps) {
  const { field: { value, onChange, onBlur }, fieldState } = useController({ control, name });
  // While the text cannot be read, DateInput says so itself; the schema's "is required" would repeat it.
  const [unreadable, setUnreadable] = useState(false);
  const id = `assign-${name}`;
  const message = unreadable ? undefined : fieldState.error?.message;
  return (
    <Form.Group controlId={id} className="assign-date-field">
      <Form.Label>{label}</Form.Label>
      <DateInput
        value={value ?? ''}
        label={label}
        describedBy={message ? `${id}-error` : undefined}
        onChange={(date) => {
          setUnreadable(false);
          onChange(date ?? undefined);
          onBlur();
        }}
        onInvalid={() => {
          setUnreadable(true);
          // The last readable date must not be sent while the field shows other text.
          onChange(undefined);
        }}
      />
      {message ? (
        <Form.Control.Feedback id={`${id}-error`} type="invalid" className="d-block">
          {message}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}

/** Start and due dates, typed day/month/year; the due date may be the start date, never before it. */
export function DateFields({ control }: { control: Control<AssignFormInput> }) {
  return (
    <div className="assign-dates">
      <DateField control={control} name="startDate" label="Start date" />
      <DateField control={control} name="dueDate" label="Due date" />
    </div>
  );
}
