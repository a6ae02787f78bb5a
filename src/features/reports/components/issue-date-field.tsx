import Form from 'react-bootstrap/Form';
import { DateInput } from '@/components/date-input';

/** Props of {@link IssueDateField}. */
export interface IssueDateFieldProps {
  /** ISO date (yyyy-MM-dd), or '' once the user has emptied the field. */
  value: string;
  /** Called with the ISO date, or null when the field is emptied. */
  onChange: (value: string | null) => void;
  /** Called when the typed text is no date (the field says so itself). */
  onInvalid: () => void;
  disabled?: boolean;
}

/**
 * The date printed on the reports as "Issued …"; ages are counted at the start of its month.
 * Typed day-first like every date in the portal (a native date field follows the browser's locale).
 */
export function IssueDateField({ value, onChange, onInvalid, disabled = false }: IssueDateFieldProps) {
  return (
    <Form.Group controlId="report-issue-date" className="issue-date-field">
      <Form.Label className="mb-1">Issue date</Form.Label>
      <DateInput
        label="issue date"
        value={value}
        onChange={onChange}
        onInvalid={onInvalid}
        disabled={disabled}
        describedBy="report-issue-date-help"
      />
      {value === '' ? <div className="invalid-feedback d-block">Enter the date the reports are issued.</div> : null}
      <Form.Text id="report-issue-date-help">Ages are counted at the start of its month.</Form.Text>
    </Form.Group>
  );
}
