import Form from 'react-bootstrap/Form';
import type { TestDate } from '@/features/placement-results/api/get-placement-test-dates';
import { ANY_TEST_DATE } from '@/features/placement-results/rules/entry-filters';
import { countOf } from '@/domain/school/count-words';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "28 Nov 2026" for 2026-11-28: a calendar day, read the same in every time zone; short to fit the filter row. */
export function formatTestDay(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return isoDate;
  // Built from parts: ICU versions differ on separators.
  const part = (type: Intl.DateTimeFormatPartTypes) => DAY.formatToParts(day).find((item) => item.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

const students = (count: number) => countOf(count, 'student');

interface TestDateSelectProps {
  /** The day shown (already resolved: a date or {@link ANY_TEST_DATE}), '' before a level is chosen. */
  value: string;
  /** The level's test days with their counts, most recent first; undefined while they load or without a level. */
  days: readonly TestDate[] | undefined;
  onChange: (date: string) => void;
}

/**
 * The test days of the chosen level with how many students sit each (spec §2's date field): a
 * principal picks among days that have tests instead of guessing one.
 */
export function TestDateSelect({ value, days, onChange }: TestDateSelectProps) {
  const known = days?.some((day) => day.date === value) ?? false;
  return (
    <Form.Group controlId="placement-test-date">
      <Form.Label>Test date</Form.Label>
      <Form.Select value={days ? value : ''} disabled={!days} onChange={(event) => onChange(event.target.value)}>
        {days ? null : <option value="">{value === '' ? 'Choose a level first' : 'Loading test dates…'}</option>}
        {days?.map((day) => (
          <option key={day.date} value={day.date}>
            {`${formatTestDay(day.date)} (${students(day.count)})`}
          </option>
        ))}
        {days && !known && value !== ANY_TEST_DATE ? <option value={value}>{`${formatTestDay(value)} (no tests)`}</option> : null}
        {days ? <option value={ANY_TEST_DATE}>All test dates</option> : null}
      </Form.Select>
    </Form.Group>
  );
}
