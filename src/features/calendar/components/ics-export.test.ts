import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@/features/calendar/api/calendar-schemas';
import { icsFileName, toIcs } from '@/features/calendar/components/ics-export';

const EVENT: CalendarEvent = {
  id: 'cal-1',
  title: 'Chess club',
  type: 'SCHOOL_EVENT',
  allDay: false,
  start: '2026-11-16T14:00',
  end: '2026-11-16T15:00',
  recurrence: null,
  classYearId: null,
  version: 1,
  updatedAt: '2026-11-01T00:00:00Z',
};

/**
 * The content lines of an iCalendar file as a calendar application reads them (RFC 5545 §3.1): lines end in
 * CRLF, a line starting with a space or tab continues the one before, a line is NAME[;params]:value.
 */
function parseIcs(text: string): Array<{ name: string; value: string }> {
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => {
      const match = /^([A-Za-z0-9-]+)(?:;[^:]*)?:(.*)$/.exec(line);
      if (!match) throw new Error(`Not a content line: ${line}`);
      return { name: match[1] ?? '', value: match[2] ?? '' };
    });
}

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
      [],
      'School calendar',
    );
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,WE');
    expect(text).toContain('DTSTART;VALUE=DATE:20261123');
    expect(text).toContain('DTEND;VALUE=DATE:20261128');
  });

  // Issue 21, item 14: times in the school's zone, categories in words, the public holidays with the events.
  it('pins timed events to the school’s zone, names categories in words and adds the public holidays', () => {
    const text = toIcs([EVENT], [{ id: 'hol-deepavali', date: '2026-11-09', name: 'Deepavali (observed)', academicYearId: 'ay-2026' }], 'School calendar');
    const lines = parseIcs(text);
    expect(text).toContain('DTSTART;TZID=Asia/Singapore:20261116T140000');
    expect(text).toContain('DTEND;TZID=Asia/Singapore:20261116T150000');
    expect(lines.filter((line) => line.name === 'TZID').map((line) => line.value)).toEqual(['Asia/Singapore']);
    expect(lines.find((line) => line.name === 'TZOFFSETTO')?.value).toBe('+0800');
    expect(lines.filter((line) => line.name === 'CATEGORIES').map((line) => line.value)).toEqual(['School event', 'Public holiday']);
    expect(lines.filter((line) => line.name === 'SUMMARY').map((line) => line.value)).toEqual(['Chess club', 'Deepavali (observed)']);
    expect(text).toContain('DTSTART;VALUE=DATE:20261109');
    expect(text).toContain('DTEND;VALUE=DATE:20261110');
    // No event keeps a floating time (the VTIMEZONE's own DTSTART is the zone's rule).
    expect(text.split('BEGIN:VEVENT').slice(1).join('')).not.toMatch(/^DT(START|END):\d{8}T/m);
  });

  it('turns every line break in a text field into a space, so no text can start a property of its own', () => {
    const breaks = ['ICS a\rX-INJECTED-CR:1', 'b\r\nX-INJECTED-CRLF:1', 'c\nX-INJECTED-LF:1', 'd\u2028X-INJECTED-LS:1', 'e\u2029X-INJECTED-PS:1'];
    const text = toIcs(
      breaks.map((title, index) => ({ ...EVENT, id: `cal-${index}`, title })),
      [],
      'Primary 4\rX-INJECTED-CALNAME:1',
    );
    const lines = parseIcs(text);
    expect(lines.filter((line) => line.name.startsWith('X-INJECTED'))).toEqual([]);
    expect(lines.filter((line) => line.name === 'SUMMARY').map((line) => line.value)).toEqual([
      'ICS a X-INJECTED-CR:1',
      'b X-INJECTED-CRLF:1',
      'c X-INJECTED-LF:1',
      'd X-INJECTED-LS:1',
      'e X-INJECTED-PS:1',
    ]);
    expect(lines.find((line) => line.name === 'X-WR-CALNAME')?.value).toBe('Primary 4 X-INJECTED-CALNAME:1');
  });

  it('names the file after the class or the school and the academic year', () => {
    expect(icsFileName('Primary 4 Courage', '2026/2027')).toBe('calendar-Primary-4-Courage-2026-2027.ics');
    expect(icsFileName('school', '2026/2027')).toBe('calendar-school-2026-2027.ics');
    expect(icsFileName('K1 / Joy (am)', '2026/2027')).toBe('calendar-K1-Joy-am-2026-2027.ics');
  });
});
