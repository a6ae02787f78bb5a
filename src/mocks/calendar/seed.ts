import type { CalendarEventBody } from '../../domain/calendar/bodies';
import { DEMO_USER_IDS } from '../auth/seed';
import { HOMEROOM_CLASS_ID } from '../school/seed';
import { SEED_CREATED_AT } from '../school/seed-reference';
import type { SchoolCalendarEventRow } from './schema';
import type { SeedStep } from '../seed';

type Recurrence = NonNullable<CalendarEventBody['recurrence']>;

const YEAR_END = '2027-06-18';
const weekly = (weekdays: Recurrence['weekdays'], until: string | null = YEAR_END): Recurrence => ({
  frequency: 'WEEKLY',
  weekdays,
  until,
  count: null,
});

/** The school year 2026/2027 as its calendar shows it: weekly routines, monthly and yearly events, one-offs. */
const EVENTS: ReadonlyArray<readonly [id: string, body: CalendarEventBody]> = [
  ['cal-staff-meeting', { title: 'Staff meeting', type: 'SCHOOL_EVENT', allDay: false, start: '2026-07-13T15:00', end: '2026-07-13T16:30', recurrence: weekly(['MONDAY']), classYearId: null }],
  ['cal-assembly', { title: 'School assembly', type: 'SCHOOL_EVENT', allDay: false, start: '2026-07-15T07:30', end: '2026-07-15T08:00', recurrence: weekly(['WEDNESDAY', 'FRIDAY']), classYearId: null }],
  ['cal-early-dismissal', { title: 'Early dismissal for staff development', type: 'EARLY_DISMISSAL', allDay: false, start: '2026-07-24T12:00', end: '2026-07-24T13:00', recurrence: { frequency: 'MONTHLY', weekdays: [], until: YEAR_END, count: null }, classYearId: null }],
  ['cal-founders-day', { title: 'Founders’ Day', type: 'SCHOOL_EVENT', allDay: true, start: '2026-09-18', end: '2026-09-18', recurrence: { frequency: 'YEARLY', weekdays: [], until: null, count: null }, classYearId: null }],
  ['cal-p5-spelling', { title: 'Primary 5 Courage spelling practice', type: 'SCHOOL_EVENT', allDay: false, start: '2026-07-14T10:00', end: '2026-07-14T10:30', recurrence: weekly(['TUESDAY'], '2026-11-17'), classYearId: HOMEROOM_CLASS_ID }],
  ['cal-tod-term1', { title: 'Teacher-only day: term planning', type: 'TEACHER_ONLY_DAY', allDay: true, start: '2026-07-13', end: '2026-07-13', recurrence: null, classYearId: null }],
  ['cal-tod-term3', { title: 'Teacher-only day: curriculum review', type: 'TEACHER_ONLY_DAY', allDay: true, start: '2027-01-04', end: '2027-01-04', recurrence: null, classYearId: null }],
  ['cal-sports-day', { title: 'Sports day', type: 'SCHOOL_EVENT', allDay: false, start: '2026-11-20T08:00', end: '2026-11-20T12:00', recurrence: null, classYearId: null }],
  ['cal-term2-exams', { title: 'Term 2 examinations', type: 'EXAM', allDay: true, start: '2026-11-23', end: '2026-11-27', recurrence: null, classYearId: null }],
  ['cal-term4-exams', { title: 'Year-end examinations', type: 'EXAM', allDay: true, start: '2027-05-24', end: '2027-05-28', recurrence: null, classYearId: null }],
  ['cal-dec-break', { title: 'Year-end school holidays', type: 'HOLIDAY', allDay: true, start: '2026-12-12', end: '2027-01-03', recurrence: null, classYearId: null }],
  ['cal-march-break', { title: 'March school holidays', type: 'HOLIDAY', allDay: true, start: '2027-03-13', end: '2027-03-21', recurrence: null, classYearId: null }],
  ['cal-concert', { title: 'Year-end concert', type: 'SCHOOL_EVENT', allDay: false, start: '2026-12-11T18:00', end: '2026-12-11T20:30', recurrence: null, classYearId: null }],
];

export function buildSchoolCalendarEvents(): SchoolCalendarEventRow[] {
  return EVENTS.map(([id, body]) => ({
    id,
    createdAt: SEED_CREATED_AT,
    updatedAt: SEED_CREATED_AT,
    version: 1,
    createdById: DEMO_USER_IDS.principal,
    ...body,
  }));
}

export const seedStep: SeedStep = {
  order: 100,
  build: () => ({ schoolCalendarEvents: buildSchoolCalendarEvents() }),
};
