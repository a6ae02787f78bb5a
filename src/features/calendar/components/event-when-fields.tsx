import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useController, type Control } from 'react-hook-form';
import { DateInput } from '@/components/date-input';
import { TimeInput } from '@/components/time-input';
import { WEEKDAY_LABELS } from '@/domain/cca/cca';
import { WEEKDAYS_MONDAY_FIRST, type EventFormValues } from './event-form-values';

interface WhenFieldProps<Name> {
  control: Control<EventFormValues>;
  name: Name;
  label: string;
  className?: string;
  /** Told of a new readable value before the form takes it, so related fields can follow the old one. */
  onPicked?: (value: string) => void;
}

/**
 * A day (`DateInput`) or a time (`TimeInput`) of the event form. While the text cannot be read the input says so
 * itself, and the form's "enter a date" would only repeat it; the last readable value is not kept meanwhile.
 */
function WhenField({
  control,
  name,
  label,
  className,
  onPicked,
  kind,
}: WhenFieldProps<'startDate' | 'endDate' | 'until' | 'startTime' | 'endTime'> & { kind: 'date' | 'time' }) {
  const { field, fieldState } = useController({ control, name });
  const [unreadable, setUnreadable] = useState(false);
  const id = `calendar-${name}`;
  const message = unreadable ? undefined : fieldState.error?.message;
  const Input = kind === 'date' ? DateInput : TimeInput;
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label>{label}</Form.Label>
      <Input
        value={field.value}
        label={label}
        describedBy={message ? `${id}-error` : undefined}
        onChange={(value) => {
          setUnreadable(false);
          if (value) onPicked?.(value);
          field.onChange(value ?? '');
          field.onBlur();
        }}
        onInvalid={() => {
          setUnreadable(true);
          field.onChange('');
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

export function EventDateField(props: WhenFieldProps<'startDate' | 'endDate' | 'until'>) {
  return <WhenField {...props} kind="date" />;
}

export function EventTimeField(props: WhenFieldProps<'startTime' | 'endTime'>) {
  return <WhenField {...props} kind="time" />;
}

/** The days a weekly event repeats on, Monday first like the month grid. */
export function WeekdayChecks({ control }: { control: Control<EventFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'weekdays' });
  const chosen: readonly string[] = field.value;
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">Repeats on</legend>
      {WEEKDAYS_MONDAY_FIRST.map((weekday) => (
        <Form.Check
          key={weekday}
          inline
          id={`calendar-weekday-${weekday}`}
          label={WEEKDAY_LABELS[weekday]}
          checked={chosen.includes(weekday)}
          onChange={(event) =>
            field.onChange(
              event.target.checked
                ? WEEKDAYS_MONDAY_FIRST.filter((day) => day === weekday || chosen.includes(day))
                : field.value.filter((day) => day !== weekday),
            )
          }
        />
      ))}
      {fieldState.error?.message ? <div className="invalid-feedback d-block">{fieldState.error.message}</div> : null}
    </fieldset>
  );
}
