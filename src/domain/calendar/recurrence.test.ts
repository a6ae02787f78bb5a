import { describe, expect, it } from 'vitest';
import { expandOccurrences, toRRule, type Recurrence, type RecurringEvent } from '@/domain/calendar/recurrence';

const weekly = (weekdays: Recurrence['weekdays'], extra: Partial<Recurrence> = {}): Recurrence => ({
  frequency: 'WEEKLY',
  weekdays,
  until: null,
  count: null,
  ...extra,
});

const timed = (recurrence: Recurrence | null): RecurringEvent => ({
  start: '2026-09-07T14:00',
  end: '2026-09-07T15:30',
  allDay: false,
  recurrence,
});

const starts = (list: { start: string }[]) => list.map((occurrence) => occurrence.start);

describe('expandOccurrences', () => {
  it('repeats weekly on the chosen weekdays, keeping the time and length', () => {
    const list = expandOccurrences(timed(weekly(['MONDAY', 'WEDNESDAY'])), { from: '2026-09-01', to: '2026-09-15' });
    expect(list).toEqual([
      { start: '2026-09-07T14:00', end: '2026-09-07T15:30' },
      { start: '2026-09-09T14:00', end: '2026-09-09T15:30' },
      { start: '2026-09-14T14:00', end: '2026-09-14T15:30' },
    ]);
  });

  it('repeats weekly on the start’s weekday when no weekday is chosen', () => {
    expect(starts(expandOccurrences(timed(weekly([])), { from: '2026-09-01', to: '2026-09-22' }))).toEqual([
      '2026-09-07T14:00',
      '2026-09-14T14:00',
      '2026-09-21T14:00',
    ]);
  });

  it('repeats monthly and yearly on the start’s day', () => {
    const monthly = { ...timed(null), recurrence: { frequency: 'MONTHLY', weekdays: [], until: null, count: null } } as const;
    expect(starts(expandOccurrences(monthly, { from: '2026-09-01', to: '2026-12-01' }))).toEqual([
      '2026-09-07T14:00',
      '2026-10-07T14:00',
      '2026-11-07T14:00',
    ]);
    const yearly = { ...monthly, recurrence: { ...monthly.recurrence, frequency: 'YEARLY' } } as const;
    expect(starts(expandOccurrences(yearly, { from: '2026-01-01', to: '2029-01-01' }))).toEqual([
      '2026-09-07T14:00',
      '2027-09-07T14:00',
      '2028-09-07T14:00',
    ]);
  });

  it('stops at until (the whole day counts) and after count', () => {
    const until = timed(weekly(['MONDAY'], { until: '2026-09-14' }));
    expect(starts(expandOccurrences(until, { from: '2026-09-01', to: '2026-12-01' }))).toEqual([
      '2026-09-07T14:00',
      '2026-09-14T14:00',
    ]);
    const count = timed(weekly(['MONDAY', 'FRIDAY'], { count: 3 }));
    expect(starts(expandOccurrences(count, { from: '2026-09-01', to: '2026-12-01' }))).toEqual([
      '2026-09-07T14:00',
      '2026-09-11T14:00',
      '2026-09-14T14:00',
    ]);
  });

  it('expands an event without an end only within the range asked for', () => {
    const list = expandOccurrences(timed(weekly(['TUESDAY'])), { from: '2030-03-01', to: '2030-03-15' });
    expect(starts(list)).toEqual(['2030-03-05T14:00', '2030-03-12T14:00']);
  });

  it('includes an all-day occurrence that began before the range and still runs into it', () => {
    const camp: RecurringEvent = { start: '2026-08-30', end: '2026-09-02', allDay: true, recurrence: null };
    expect(expandOccurrences(camp, { from: '2026-09-01', to: '2026-09-08' })).toEqual([
      { start: '2026-08-30', end: '2026-09-02' },
    ]);
    expect(expandOccurrences(camp, { from: '2026-09-03', to: '2026-09-08' })).toEqual([]);
  });
});

describe('toRRule', () => {
  it('writes the iCalendar rule with weekdays in week order, until and count', () => {
    expect(toRRule(weekly(['WEDNESDAY', 'MONDAY']))).toBe('FREQ=WEEKLY;BYDAY=MO,WE');
    expect(toRRule(weekly([], { until: '2027-07-31' }))).toBe('FREQ=WEEKLY;UNTIL=20270731T235959Z');
    expect(toRRule({ frequency: 'YEARLY', weekdays: [], until: null, count: 5 })).toBe('FREQ=YEARLY;COUNT=5');
  });
});
