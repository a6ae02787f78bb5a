import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { describe, expect, it } from 'vitest';
import { parseTime, TIME_INPUT_ERROR, TimeInput } from '@/components/time-input';

describe('parseTime', () => {
  it('reads the 24-hour clock with or without a separator', () => {
    expect(parseTime('14:30')).toBe('14:30');
    expect(parseTime('9:05')).toBe('09:05');
    expect(parseTime(' 1430 ')).toBe('14:30');
    expect(parseTime('930')).toBe('09:30');
    expect(parseTime('7.45')).toBe('07:45');
    expect(parseTime('18')).toBe('18:00');
    expect(parseTime('00:00')).toBe('00:00');
  });

  it('refuses AM/PM and times that do not exist', () => {
    expect(parseTime('2:30 PM')).toBeNull();
    expect(parseTime('2pm')).toBeNull();
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(parseTime('noon')).toBeNull();
  });
});

function Harness({ initial = '', clearWhenUnreadable = false }: { initial?: string; clearWhenUnreadable?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Form.Group controlId="test-time">
        <Form.Label>Start time</Form.Label>
        <TimeInput
          label="Start time"
          value={value}
          onChange={(next) => setValue(next ?? '')}
          onInvalid={clearWhenUnreadable ? () => setValue('') : undefined}
        />
      </Form.Group>
      <output>Value: {value || 'none'}</output>
    </>
  );
}

describe('TimeInput', () => {
  it('is a text field on the 24-hour clock, never the browser’s AM/PM time input', () => {
    render(<Harness initial="09:00" />);
    const field = screen.getByLabelText('Start time');
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue('09:00');
    expect(field).toHaveAttribute('placeholder', 'hh:mm');
    expect(document.querySelector('input[type="time"]')).toBeNull();
  });

  it('takes a typed time, written as hh:mm once read', async () => {
    const user = userEvent.setup();
    render(<Harness initial="09:00" />);
    const field = screen.getByLabelText('Start time');
    await user.clear(field);
    await user.type(field, '1430');
    await user.tab();
    expect(field).toHaveValue('14:30');
    expect(screen.getByText('Value: 14:30')).toBeInTheDocument();
  });

  it('flags a 12-hour time and keeps what was typed while the form drops the value', async () => {
    const user = userEvent.setup();
    render(<Harness initial="09:00" clearWhenUnreadable />);
    const field = screen.getByLabelText('Start time');
    await user.clear(field);
    await user.type(field, '2:30 PM');
    await user.tab();
    expect(field).toHaveValue('2:30 PM');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(TIME_INPUT_ERROR)).toBeInTheDocument();
    expect(screen.getByText('Value: none')).toBeInTheDocument();
  });

  it('offers the day’s quarter hours in a list that opens on the field’s time', async () => {
    const user = userEvent.setup();
    render(<Harness initial="13:40" />);
    await user.click(screen.getByRole('button', { name: 'Choose Start time from a list' }));
    expect(screen.getByRole('button', { name: '13:30' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '16:45' }));
    expect(screen.getByLabelText('Start time')).toHaveValue('16:45');
    expect(screen.getByText('Value: 16:45')).toBeInTheDocument();
  });
});
