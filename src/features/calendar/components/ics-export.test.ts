import { describe, expect, it } from 'vitest';
import { icsFileName, toIcs } from '@/features/calendar/components/ics-export';

describe('toIcs', () => {
  it('writes one VEVENT per event with its RRULE, all-day ends on the day after', () => {
    const text = toIcs(
      [
        {
          id: 'cal-1',
          title: 'Chess club',
          type: 'SCHOOL_EVENT',
          allDay: false,
          start: '2026-11-16T14:00',
          end: '2026-11-16T15:00',
          recurrence: { frequency: 'WEEKLY', weekdays: ['WEDNESDAY', 'MONDAY'], until: null, count: null },
          classYearId: null,
          version: 1,
          updatedAt: '2026-11-01T00:00:00Z',
        },
        {
          id: 'cal-2',
          title: 'Term 2 examinations',
          type: 'EXAM',
          allDay: true,
          start: '2026-11-23',
          end: '2026-11-27',
          recurrence: null,
          classYearId: null,
          version: 1,
          updatedAt: '2026-11-01T00:00:00Z',
        },
      ],
      'School calendar',
    );
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,WE');
    expect(text).toContain('DTSTART:20261116T140000');
    expect(text).toContain('DTSTART;VALUE=DATE:20261123');
    expect(text).toContain('DTEND;VALUE=DATE:20261128');
  });

  it('names the file after the class or the school and the academic year', () => {
    expect(icsFileName('Primary 4 Courage', '2026/2027')).toBe('calendar-Primary-4-Courage-2026-2027.ics');
    expect(icsFileName('school', '2026/2027')).toBe('calendar-school-2026-2027.ics');
    expect(icsFileName('K1 / Joy (am)', '2026/2027')).toBe('calendar-K1-Joy-am-2026-2027.ics');
  });
});
