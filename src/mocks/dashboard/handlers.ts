import { HttpResponse } from 'msw';
import { now } from '../clock';
import { db } from '../db';
import { calendarEventsInRange } from '../calendar/occurrences';
import { hasPermission, withAuth } from '../http/auth';
import { route } from '../http/route';
import type { User } from '../auth/schema';
import { issuedAssignmentsOf } from '../resources/handlers-assignments';
import { canSeeClass } from '../school/access';
import { currentAcademicYear } from '../school/lookups';
import { dashboardTasks } from './tasks';
import type { DomainHandlers } from '../handlers';

/** The school keeps Singapore time (UTC+8, no daylight saving); weeks run Monday to Sunday there. */
const SCHOOL_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function schoolWeek(instant: number): { start: number; end: number } {
  const local = instant + SCHOOL_UTC_OFFSET_MS;
  const localMidnight = Math.floor(local / DAY_MS) * DAY_MS;
  const daysSinceMonday = (new Date(localMidnight).getUTCDay() + 6) % 7;
  const start = localMidnight - daysSinceMonday * DAY_MS - SCHOOL_UTC_OFFSET_MS;
  return { start, end: start + 7 * DAY_MS };
}

const localDate = (instant: number): string => new Date(instant + SCHOOL_UTC_OFFSET_MS).toISOString().slice(0, 10);

/** The classes of the current year the Classrooms list shows the user (nothing without view on Class). */
function classIdsOf(user: User): Set<string> {
  if (!hasPermission(user, 'view', 'Class')) return new Set();
  const yearId = currentAcademicYear().id;
  return new Set(db.classYears.filter((classYear) => classYear.academicYearId === yearId && canSeeClass(user, classYear)).map((classYear) => classYear.id));
}

/** Classes of the current year the user is homeroom teacher of or teaches: whose calendar events their week shows. */
function ownClassIds(user: User): Set<string> {
  const yearId = currentAcademicYear().id;
  const taught = new Set(db.teachingAssignments.filter((lesson) => lesson.teacherId === user.id).map((lesson) => lesson.classYearId));
  return new Set(
    db.classYears
      .filter((classYear) => classYear.academicYearId === yearId && (classYear.homeroomTeacherId === user.id || taught.has(classYear.id)))
      .map((classYear) => classYear.id),
  );
}

/** Hand-ins waiting for a mark, summed over the Assignments list the user sees: submitted less graded, row by row. */
function waitingForGrading(user: User): number {
  if (!hasPermission(user, 'view', 'LessonBuilder')) return 0;
  return issuedAssignmentsOf(user).reduce((sum, row) => sum + row.submittedCount - row.gradedCount, 0);
}

/**
 * The week's occurrences of the calendar's school-wide events and of the user's classes' events, recurrences
 * expanded by the calendar's own rule; nothing without view on Schedule. Times are the school's local ones.
 */
function calendarWeek(user: User, classIds: ReadonlySet<string>, monday: string) {
  if (!hasPermission(user, 'view', 'Schedule')) return [];
  const range = { from: monday, to: new Date(Date.parse(`${monday}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10) };
  return calendarEventsInRange(user, range, classIds)
    .flatMap(({ event, occurrences }) =>
      occurrences.map((occurrence) => ({
        id: `${event.id}/${occurrence.start}`,
        eventId: event.id,
        title: event.title,
        type: event.type,
        allDay: event.allDay,
        startsAt: occurrence.start,
        endsAt: occurrence.end,
        classYearId: event.classYearId,
      })),
    )
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));
}

export const dashboardHandlers = [
  route.get(
    '/dashboard',
    withAuth(({ user }) => {
      const classIds = classIdsOf(user);
      const studentIds = new Set(db.students.filter((student) => classIds.has(student.classYearId)).map((student) => student.id));
      const week = schoolWeek(now());
      const eventsThisWeek = calendarWeek(user, ownClassIds(user), localDate(week.start));
      const classes = db.classYears
        .filter((classYear) => classIds.has(classYear.id))
        .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
        .map((classYear) => ({
          id: classYear.id,
          name: classYear.name,
          isHomeroom: classYear.homeroomTeacherId === user.id,
          studentsCount: db.students.filter((student) => student.classYearId === classYear.id).length,
        }));
      return HttpResponse.json({
        classesCount: classIds.size,
        studentsCount: studentIds.size,
        pendingSubmissionsCount: waitingForGrading(user),
        weekStart: localDate(week.start),
        weekEnd: localDate(week.end - DAY_MS),
        eventsThisWeek,
        classes,
        ...dashboardTasks(user, currentAcademicYear(), localDate(now())),
      });
    }),
  ),
];

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 40, handlers: dashboardHandlers };
