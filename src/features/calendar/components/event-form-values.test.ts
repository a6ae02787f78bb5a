import { describe, expect, it } from 'vitest';
import { EventFormResolverSchema, valuesOf, type EventFormValues } from '@/features/calendar/components/event-form-values';

const form = (changes: Partial<EventFormValues>): EventFormValues => ({ ...valuesOf(null, '2026-11-16', ''), title: 'Chess club', ...changes });

/** The message the event form shows on each of its fields, as its resolver reports them. */
function messages(values: EventFormValues): Record<string, string> {
  const result = EventFormResolverSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the calendar event form', () => {
  it('accepts a real date and time', () => {
    expect(messages(form({ startDate: '2028-02-29', endDate: '2028-02-29' }))).toEqual({});
  });

  it('refuses a date or time that does not exist before anything is sent', () => {
    expect(messages(form({ startDate: '2026-02-30', endDate: '2026-03-02' }))).toEqual({ startDate: 'Enter a date and a time.' });
    expect(messages(form({ startDate: '2026-13-45', startTime: '25:61', endDate: '2026-13-45' }))).toMatchObject({
      startDate: 'Enter a date and a time.',
      endDate: 'Enter a date and a time.',
    });
    expect(messages(form({ allDay: true, startDate: '2026-02-29', endDate: '2026-03-01' }))).toEqual({ startDate: 'Enter a date.' });
    expect(messages(form({ repeats: 'WEEKLY', weekdays: ['MONDAY'], until: '2026-11-31' }))).toEqual({
      until: 'Enter the last date as day/month/year.',
    });
  });

  it('refuses the same weekday twice', () => {
    expect(messages(form({ repeats: 'WEEKLY', weekdays: ['MONDAY', 'MONDAY'], until: '' }))).toEqual({ weekdays: 'Choose each weekday once.' });
  });
});
