import type { EventInput } from '@fullcalendar/core';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@/features/calendar/api/calendar-schemas';
import { MORE_LINK_CLASS, limitPerDay, toCalendarEntries } from '@/features/calendar/components/to-calendar-entries';

const entry = (title: string, start: string): EventInput => ({ id: title, title, start, allDay: start.length === 10 });

describe('limitPerDay', () => {
  it('lists a busy day’s first events (all-day ones, then by time) and one “+N more” for the rest', () => {
    const busy = [
      entry('Late', '2026-11-18T16:00'),
      entry('Assembly', '2026-11-18T07:30'),
      entry('Exam week', '2026-11-18'),
      entry('Lunch talk', '2026-11-18T12:00'),
      entry('Early', '2026-11-18T07:00'),
      entry('Chess', '2026-11-18T14:00'),
    ];
    const shown = limitPerDay([...busy, entry('Quiet day', '2026-11-19T09:00')], 4);
    expect(shown.map((row) => row.title)).toEqual(['Exam week', 'Early', 'Assembly', '+3 more', 'Quiet day']);
    const more = shown[3];
    expect(more).toMatchObject({ start: '2026-11-18', allDay: true, classNames: [MORE_LINK_CLASS] });
    expect(more?.extendedProps).toMatchObject({ moreOn: '2026-11-18', hidden: 3 });
  });

  it('lists a day that fits in full, with no “+N more”', () => {
    const fits = [entry('A', '2026-11-18T07:00'), entry('B', '2026-11-18T08:00'), entry('C', '2026-11-18'), entry('D', '2026-11-18T09:00')];
    expect(limitPerDay(fits, 4)).toEqual(fits);
  });
});

describe('toCalendarEntries', () => {
  it('expands a weekly event for the visible range only', () => {
    const weekly: CalendarEvent = {
      id: 'ev-1',
      title: 'Assembly',
      type: 'SCHOOL_EVENT',
      allDay: false,
      start: '2026-01-05T07:30',
      end: '2026-01-05T08:00',
      recurrence: { frequency: 'WEEKLY', weekdays: ['MONDAY'], until: null, count: null },
      classYearId: null,
      version: 1,
      updatedAt: '2026-01-01T00:00:00Z',
    };
    const starts = toCalendarEntries([weekly], [], { from: '2026-10-26', to: '2026-12-07' }).map((row) => row.start);
    expect(starts).toEqual([
      '2026-10-26T07:30',
      '2026-11-02T07:30',
      '2026-11-09T07:30',
      '2026-11-16T07:30',
      '2026-11-23T07:30',
      '2026-11-30T07:30',
    ]);
  });
});
