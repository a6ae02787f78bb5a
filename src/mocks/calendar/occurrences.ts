import { expandOccurrences, type Occurrence } from '../../domain/calendar/recurrence';
import type { User } from '../auth/schema';
import { db } from '../db';
import { notFound } from '../http/errors';
import { canSeeClass } from '../school/access';
import type { SchoolCalendarEventRow } from './schema';

/** A school-wide event is everybody's; a class's event only for those who may see the class. */
export function isVisibleEvent(user: User, event: SchoolCalendarEventRow): boolean {
  if (event.classYearId === null) return true;
  const classYear = db.classYears.get(event.classYearId);
  return !!classYear && canSeeClass(user, classYear);
}

/** The event, or 404 when there is none or it is of a class the user may not see (its endpoints and its history). */
export function visibleEvent(user: User, id: string): SchoolCalendarEventRow {
  const event = db.schoolCalendarEvents.get(id);
  if (!event || !isVisibleEvent(user, event)) throw notFound('Event');
  return event;
}

export interface EventInRange {
  event: SchoolCalendarEventRow;
  occurrences: Occurrence[];
}

/**
 * The school's events and those of `classYearIds` that the user may see, each with its occurrences in
 * `[from, to)` through the shared recurrence rule; events without one in the range are left out.
 * The calendar (one class or none) and the dashboard (the user's classes) read the calendar through this.
 */
export function calendarEventsInRange(
  user: User,
  range: { from: string; to: string },
  classYearIds: ReadonlySet<string>,
): EventInRange[] {
  return db.schoolCalendarEvents
    .filter((event) => event.classYearId === null || classYearIds.has(event.classYearId))
    .filter((event) => isVisibleEvent(user, event))
    .map((event) => ({ event, occurrences: expandOccurrences(event, range) }))
    .filter(({ occurrences }) => occurrences.length > 0)
    .sort((a, b) => a.event.start.localeCompare(b.event.start) || a.event.id.localeCompare(b.event.id));
}
