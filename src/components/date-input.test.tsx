import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { describe, expect, it } from 'vitest';
import { DATE_INPUT_ERROR, DateInput, parseDayMonthYear, toDayMonthYear } from '@/components/date-input';

describe('parseDayMonthYear', () => {
  it('reads day, month, year with any common separator', () => {
    expect(parseDayMonthYear('21/11/2026')).toBe('2026-11-21');
    expect(parseDayMonthYear('5-1-2027')).toBe('2027-01-05');
    expect(parseDayMonthYear(' 05.01.2027 ')).toBe('2027-01-05');
  });

  it('refuses month-first dates that do not exist and other text', () => {
    expect(parseDayMonthYear('11/21/2026')).toBeNull();
    expect(parseDayMonthYear('31/02/2026')).toBeNull();
    expect(parseDayMonthYear('2026-11-21')).toBeNull();
    expect(parseDayMonthYear('tomorrow')).toBeNull();
  });

  it('shows an ISO date as dd/mm/yyyy', () => {
    expect(toDayMonthYear('2026-11-05')).toBe('05/11/2026');
    expect(toDayMonthYear('')).toBe('');
  });
});

function Harness({ initial = '', clearWhenUnreadable = false }: { initial?: string; clearWhenUnreadable?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Form.Group controlId="test-date">
        <Form.Label>Test date</Form.Label>
        <DateInput
          label="Test date"
          value={value}
          onChange={(next) => setValue(next ?? '')}
          onInvalid={clearWhenUnreadable ? () => setValue('') : undefined}
        />
      </Form.Group>
      <output>Value: {value || 'none'}</output>
    </>
  );
}

describe('DateInput', () => {
  it('shows the value day-first and emits ISO once a typed date is complete', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-11-21" />);
    const field = screen.getByLabelText('Test date');
    expect(field).toHaveValue('21/11/2026');
    expect(field).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.clear(field);
    await user.type(field, '3/12/2026{Enter}');
    expect(screen.getByText('Value: 2026-12-03')).toBeInTheDocument();
    expect(field).toHaveValue('03/12/2026');
  });

  it('flags a date it cannot read and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-11-21" />);
    const field = screen.getByLabelText('Test date');
    await user.clear(field);
    await user.type(field, '11/21/2026');
    await user.tab();
    expect(screen.getByText(DATE_INPUT_ERROR)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('11/21/2026');
    expect(screen.getByText('Value: 2026-11-21')).toBeInTheDocument();
  });

  it('keeps unreadable text and its message when the form clears the value it no longer trusts', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-11-21" clearWhenUnreadable />);
    const field = screen.getByLabelText('Test date');
    await user.clear(field);
    await user.type(field, '31/02/2026');
    await user.tab();
    expect(screen.getByText('Value: none')).toBeInTheDocument();
    expect(field).toHaveValue('31/02/2026');
    expect(screen.getByText(DATE_INPUT_ERROR)).toBeInTheDocument();
  });

  it('clears the value when emptied, and offers a calendar button', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-11-21" />);
    await user.clear(screen.getByLabelText('Test date'));
    await user.tab();
    expect(screen.getByText('Value: none')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Test date from a calendar' })).toBeInTheDocument();
  });
});
