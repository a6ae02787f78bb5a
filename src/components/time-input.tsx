import { useEffect, useRef, useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import InputGroup from 'react-bootstrap/InputGroup';
import { Clock } from 'react-bootstrap-icons';
import '@/components/ui.css';
import { TypedValueControl } from '@/components/typed-value-control';

/** How the school writes a time (en-SG timetables): the 24-hour clock. */
export const TIME_INPUT_PLACEHOLDER = 'hh:mm';
export const TIME_INPUT_ERROR = 'Enter the time on the 24-hour clock, e.g. 14:30.';

const pad = (value: number) => String(value).padStart(2, '0');

/** The times the list offers: every quarter of an hour, the grain of a school timetable. */
const PICKER_STEP_MINUTES = 15;
export const PICKER_TIMES: readonly string[] = Array.from(
  { length: (24 * 60) / PICKER_STEP_MINUTES },
  (_, index) => `${pad(Math.floor((index * PICKER_STEP_MINUTES) / 60))}:${pad((index * PICKER_STEP_MINUTES) % 60)}`,
);
/** Where the list opens when the field is empty: the start of the school day. */
const PICKER_OPENS_AT = '08:00';

/** "14:30", "14.30", "14 30", "1430", "9:05", "905" or "9" → "14:30" / "09:05" / "09:00"; null for anything else (no AM/PM). */
export function parseTime(text: string): string | null {
  const match = /^(\d{1,2})(?:[:.\s]?(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  return hours <= 23 && minutes <= 59 ? `${pad(hours)}:${pad(minutes)}` : null;
}

/** The listed time at or before `time`, so the list opens on the quarter the field holds. */
function listedTimeAtOrBefore(time: string): string {
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return PICKER_TIMES[Math.floor(minutes / PICKER_STEP_MINUTES)] ?? PICKER_OPENS_AT;
}

/** Props of {@link TimeInput}. */
export interface TimeInputProps {
  /** `HH:mm` (24-hour) or ''. */
  value: string;
  /** Called with `HH:mm`, or null when cleared; not called while the text is no valid time. */
  onChange: (value: string | null) => void;
  /** Names the list button ("Choose Start time from a list"). */
  label: string;
  id?: string;
  disabled?: boolean;
  /** Id of a hint or message under the field, read out with it. */
  describedBy?: string;
  /** Called when the typed text is no time, so a form can refuse to go on until it is fixed. */
  onInvalid?: () => void;
}

/**
 * A time field on the 24-hour clock whatever the browser's locale (a native `type=time` follows it and shows
 * AM/PM on a US-configured machine). Typing is checked on blur or Enter; the clock button opens a list of the
 * day's quarter hours, on the one the field holds. Use it inside a `Form.Group controlId` so the label points at
 * the text input.
 */
export function TimeInput({ value, onChange, label, id, disabled, describedBy, onInvalid }: TimeInputProps) {
  const [text, setText] = useState(value);
  const [invalid, setInvalid] = useState(false);
  const [shown, setShown] = useState(value);
  const [listOpen, setListOpen] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  // A new value from outside (the list, a reset, a restored draft) replaces the text, during render rather than in an
  // effect; a form dropping the value because the text is unreadable (onInvalid) keeps the text and its message.
  if (shown !== value) {
    setShown(value);
    if (!(invalid && value === '')) {
      setText(value);
      setInvalid(false);
    }
  }
  const parsedValue = parseTime(value);
  const opensAt = parsedValue ? listedTimeAtOrBefore(parsedValue) : PICKER_OPENS_AT;
  // The list opens on the field's time, focused there, so arrow keys move from it rather than from midnight.
  useEffect(() => {
    if (listOpen) list.current?.querySelector<HTMLElement>(`[data-time="${opensAt}"]`)?.focus();
  }, [listOpen, opensAt]);

  function commit() {
    if (text.trim() === '') {
      setInvalid(false);
      if (value !== '') onChange(null);
      return;
    }
    const time = parseTime(text);
    setInvalid(time === null);
    if (time === null) {
      onInvalid?.();
      return;
    }
    setText(time);
    // Fixing unreadable text back to the same time still reports it: the caller may be waiting for a valid time.
    if (time !== value || invalid) onChange(time);
  }

  function pick(time: string) {
    setText(time);
    setInvalid(false);
    onChange(time);
  }

  return (
    <div className="time-input">
      <InputGroup className="flex-nowrap">
        <TypedValueControl
          id={id}
          placeholder={TIME_INPUT_PLACEHOLDER}
          text={text}
          invalid={invalid}
          disabled={disabled}
          describedBy={describedBy}
          onText={setText}
          onCommit={commit}
        />
        <Dropdown
          show={listOpen}
          onToggle={(next) => setListOpen(next)}
          onSelect={(time) => {
            if (time) pick(time);
          }}
          focusFirstItemOnShow={false}
          align="end"
        >
          <Dropdown.Toggle
            variant="outline-secondary"
            className="time-input-toggle"
            aria-label={`Choose ${label} from a list`}
            title="Choose from a list"
            disabled={disabled}
          >
            <Clock aria-hidden="true" />
          </Dropdown.Toggle>
          <Dropdown.Menu ref={list} className="time-input-list">
            {/* Rendered while open only: 96 items re-rendered on every keystroke in the field would slow typing. */}
            {listOpen &&
              PICKER_TIMES.map((time) => (
                <Dropdown.Item key={time} as="button" type="button" eventKey={time} data-time={time} active={time === parsedValue}>
                  {time}
                </Dropdown.Item>
              ))}
          </Dropdown.Menu>
        </Dropdown>
      </InputGroup>
      {invalid ? <div className="invalid-feedback d-block">{TIME_INPUT_ERROR}</div> : null}
    </div>
  );
}
