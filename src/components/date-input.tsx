import { format, isValid, parse } from 'date-fns';
import { useRef, useState } from 'react';
import { Calendar3 } from 'react-bootstrap-icons';
import '@/components/ui.css';
import { TypedValueControl } from '@/components/typed-value-control';

/** How the school writes a date by hand (en-SG): day, month, year. */
export const DATE_INPUT_PLACEHOLDER = 'dd/mm/yyyy';
export const DATE_INPUT_ERROR = 'Enter the date as day/month/year, e.g. 21/11/2026.';

/** "21/11/2026", "21-11-2026", "21.11.2026" or "21 11 2026" → "2026-11-21"; null when it is no real date. */
export function parseDayMonthYear(text: string): string | null {
  const match = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const date = parse(`${match[1]}/${match[2]}/${match[3]}`, 'd/M/yyyy', new Date(2000, 0, 1));
  return isValid(date) ? format(date, 'yyyy-MM-dd') : null;
}

/** "2026-11-21" → "21/11/2026"; anything else is shown as it is. */
export function toDayMonthYear(iso: string): string {
  const date = parse(iso, 'yyyy-MM-dd', new Date(2000, 0, 1));
  return iso && isValid(date) ? format(date, 'dd/MM/yyyy') : iso;
}

/** Props of {@link DateInput}. */
export interface DateInputProps {
  /** ISO date (yyyy-MM-dd) or ''. */
  value: string;
  /** Called with the ISO date, or null when cleared; not called while the text is no valid date. */
  onChange: (value: string | null) => void;
  /** Names the calendar button ("Choose Test date from a calendar"). */
  label: string;
  id?: string;
  size?: 'sm';
  disabled?: boolean;
  /** Id of a hint under the field, read out with it. */
  describedBy?: string;
  /** Called when the typed text is no date, so a form can refuse to go on until it is fixed. */
  onInvalid?: () => void;
}

/**
 * A date field that reads and writes day/month/year whatever the browser's locale (a native
 * `type=date` follows it, and shows mm/dd/yyyy on a US-configured machine). Typing is checked on
 * blur or Enter; the calendar button opens the browser's own picker, which fills the field.
 * Use it inside a `Form.Group controlId` so the label points at the text input.
 */
export function DateInput({ value, onChange, label, id, size, disabled, describedBy, onInvalid }: DateInputProps) {
  const [text, setText] = useState(toDayMonthYear(value));
  const [invalid, setInvalid] = useState(false);
  const [shown, setShown] = useState(value);
  const picker = useRef<HTMLInputElement>(null);
  // A new value from outside (the picker, Back, a reset) replaces the text, during render rather than in an effect;
  // a form dropping the value because the text is unreadable (onInvalid) keeps the text and its message.
  if (shown !== value) {
    setShown(value);
    if (!(invalid && value === '')) {
      setText(toDayMonthYear(value));
      setInvalid(false);
    }
  }

  function commit() {
    if (text.trim() === '') {
      setInvalid(false);
      if (value !== '') onChange(null);
      return;
    }
    const iso = parseDayMonthYear(text);
    setInvalid(iso === null);
    if (iso === null) onInvalid?.();
    // Fixing unreadable text back to the same date still reports it: the caller may be waiting for a valid date.
    else if (iso !== value || invalid) onChange(iso);
  }

  return (
    <div className="date-input">
      <div className={`input-group flex-nowrap${size === 'sm' ? ' input-group-sm' : ''}`}>
        <TypedValueControl
          id={id}
          placeholder={DATE_INPUT_PLACEHOLDER}
          text={text}
          invalid={invalid}
          disabled={disabled}
          describedBy={describedBy}
          onText={setText}
          onCommit={commit}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={`Choose ${label} from a calendar`}
          title="Choose from a calendar"
          disabled={disabled}
          onClick={() => picker.current?.showPicker()}
        >
          <Calendar3 aria-hidden="true" />
        </button>
      </div>
      {/* The browser's picker only: hidden from the tab order and from screen readers, which use the text field. */}
      <input
        ref={picker}
        type="date"
        className="date-input-picker"
        tabIndex={-1}
        aria-hidden="true"
        value={value}
        onChange={(event) => onChange(event.target.value || null)}
      />
      {invalid ? <div className="invalid-feedback d-block">{DATE_INPUT_ERROR}</div> : null}
    </div>
  );
}
