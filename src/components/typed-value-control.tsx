import Form from 'react-bootstrap/Form';

interface TypedValueControlProps {
  id?: string;
  placeholder: string;
  text: string;
  invalid: boolean;
  disabled?: boolean;
  describedBy?: string;
  onText: (text: string) => void;
  /** Reads the typed text as a value: on leaving the field and on Enter. */
  onCommit: () => void;
}

/**
 * The text field of DateInput and TimeInput: the teacher types the value as words and digits, read when the
 * field is left or Enter pressed, never while typing (a half-typed "1" is not one o'clock).
 */
export function TypedValueControl({ id, placeholder, text, invalid, disabled, describedBy, onText, onCommit }: TypedValueControlProps) {
  return (
    <Form.Control
      id={id}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      value={text}
      isInvalid={invalid}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onText(event.target.value)}
      onBlur={onCommit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onCommit();
      }}
    />
  );
}
