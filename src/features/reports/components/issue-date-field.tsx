import Form from 'react-bootstrap/Form';

/** Props of {@link IssueDateField}. */
export interface IssueDateFieldProps {
  /** What is in the input, valid or not. */
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The date printed on the reports as "Issued …"; ages are counted at the start of its month. */
export function IssueDateField({ value, invalid, onChange, disabled = false }: IssueDateFieldProps) {
  return (
    <Form.Group controlId="report-issue-date">
      <Form.Label className="mb-1">Issue date</Form.Label>
      <Form.Control
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        isInvalid={invalid}
        disabled={disabled}
        aria-describedby="report-issue-date-help"
        style={{ maxWidth: '12rem' }}
      />
      <Form.Control.Feedback type="invalid">Enter the date the reports are issued.</Form.Control.Feedback>
      <Form.Text id="report-issue-date-help">Ages are counted at the start of its month.</Form.Text>
    </Form.Group>
  );
}
