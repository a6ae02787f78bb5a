/**
 * Recurring calendar events (spec §3: recurrence WEEKLY, MONTHLY, YEARLY; weekdays SUNDAY to SATURDAY),
 * shared by the calendar screen, its iCalendar export and the demo backend. Times are the school's
 * local wall-clock times; rrule works on them as if they were UTC, so no time zone shifts a day.
 */
import * as rruleModule from 'rrule';
import type { Options, RRule as Rule } from 'rrule';
import { WEEKDAYS, type Weekday } from '../cca/cca';

/** rrule ships ESM for Vite but UMD for Node, where the mock server (tsx) finds its names under `default`. */
const interop: { default?: typeof rruleModule; RRule: typeof rruleModule.RRule } = rruleModule;
const { RRule } = interop.default?.RRule ? interop.default : rruleModule;

export const RECURRENCE_FREQUENCIES = ['WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

export interface Recurrence {
  frequency: RecurrenceFrequency;
  /** Only for WEEKLY: the days it repeats on; empty means the start's weekday. */
  weekdays: readonly Weekday[];
  /** Last day an occurrence may start on (ISO date), or null. */
  until: string | null;
  /** Number of occurrences, or null. */
  count: number | null;
}

/** An event as the rule sees it: `YYYY-MM-DD` for all-day events (end inclusive), `YYYY-MM-DDTHH:mm` otherwise. */
export interface RecurringEvent {
  start: string;
  end: string;
  allDay: boolean;
  recurrence: Recurrence | null;
}

export interface Occurrence {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
const FREQ: Record<RecurrenceFrequency, Options['freq']> = {
  WEEKLY: RRule.WEEKLY,
  MONTHLY: RRule.MONTHLY,
  YEARLY: RRule.YEARLY,
};

function toMs(value: string): number {
  return Date.parse(value.length === 10 ? `${value}T00:00:00Z` : `${value}:00Z`);
}

function fromMs(ms: number, allDay: boolean): string {
  const iso = new Date(ms).toISOString();
  return allDay ? iso.slice(0, 10) : iso.slice(0, 16);
}

/** An event's length in ms; an all-day event's inclusive end counts its whole last day. */
function lengthOf(event: RecurringEvent): number {
  return toMs(event.end) - toMs(event.start) + (event.allDay ? DAY_MS : 0);
}

function ruleOf(event: RecurringEvent, recurrence: Recurrence): Rule {
  const weekly = recurrence.frequency === 'WEEKLY' && recurrence.weekdays.length > 0;
  return new RRule({
    freq: FREQ[recurrence.frequency],
    dtstart: new Date(toMs(event.start)),
    byweekday: weekly ? recurrence.weekdays.map((day) => WEEKDAYS.indexOf(day)).map((index) => (index + 6) % 7) : null,
    until: recurrence.until ? new Date(toMs(recurrence.until) + DAY_MS - 1) : null,
    count: recurrence.count,
  });
}

/**
 * The occurrences of an event that overlap `[from, to)` (ISO dates), computed for that range only,
 * so an event without an end never expands beyond what is on screen.
 */
export function expandOccurrences(event: RecurringEvent, range: { from: string; to: string }): Occurrence[] {
  const length = lengthOf(event);
  const from = toMs(range.from);
  const to = toMs(range.to);
  const shift = event.allDay ? DAY_MS : 0;
  const occurrence = (startMs: number): Occurrence => ({
    start: fromMs(startMs, event.allDay),
    end: fromMs(startMs + length - shift, event.allDay),
  });
  if (!event.recurrence) {
    const start = toMs(event.start);
    return start < to && start + length > from ? [occurrence(start)] : [];
  }
  return ruleOf(event, event.recurrence)
    .between(new Date(from - length + 1), new Date(to - 1), true)
    .map((date) => occurrence(date.getTime()));
}

/** The RRULE value of iCalendar (RFC 5545) for a recurrence, e.g. `FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20270731`. */
export function toRRule(recurrence: Recurrence): string {
  const parts = [`FREQ=${recurrence.frequency}`];
  if (recurrence.frequency === 'WEEKLY' && recurrence.weekdays.length > 0) {
    const days = WEEKDAYS.filter((day) => recurrence.weekdays.includes(day));
    parts.push(`BYDAY=${days.map((day) => BYDAY[WEEKDAYS.indexOf(day)]).join(',')}`);
  }
  if (recurrence.until) parts.push(`UNTIL=${recurrence.until.replaceAll('-', '')}T235959Z`);
  if (recurrence.count) parts.push(`COUNT=${recurrence.count}`);
  return parts.join(';');
}
