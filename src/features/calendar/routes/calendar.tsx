import type { DatesSetArg, EventClickArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { useCalendarEvents, useHolidays, type CalendarRange } from '@/features/calendar/api/calendar-events';
import { useDeleteCalendarEvent } from '@/features/calendar/api/calendar-event-writes';
import type { CalendarEvent } from '@/features/calendar/api/calendar-schemas';
import { ClassPicker, useCalendarClasses } from '@/features/calendar/components/class-picker';
import { EventFormDialog } from '@/features/calendar/components/event-form-dialog';
import { isoDay, monthGridRange } from '@/features/calendar/components/month-grid';
import { ENTRY_ORDER, limitPerDay, toCalendarEntries } from '@/features/calendar/components/to-calendar-entries';
import { useYearExport } from '@/features/calendar/components/use-year-export';
import { useCan } from '@/lib/session/use-can';
import { showToast } from '@/lib/toast-store';
import '@/features/calendar/components/calendar.css';

// Fixed options, the same objects on every render, so a re-render of the screen never makes FullCalendar re-read them.
const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin];
const HEADER_TOOLBAR = { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,listMonth' };
const BUTTON_TEXT = { prev: 'Previous', next: 'Next', today: 'Today', month: 'Month', week: 'Week', list: 'Agenda' };
// The 24-hour clock Singapore schools timetable with (as formatDateTime), not FullCalendar's "3p".
const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
/**
 * The school's locale (en-SG) for every title and header, whatever the browser's: "30 Nov – 6 Dec 2026", not
 * "Nov 30 – Dec 6, 2026". The week's columns say "Mon 30 Nov" and the agenda's days "30 Nov 2026", as formatDate does.
 */
const LOCALE = 'en-SG';
const VIEWS = {
  // Opens on the school day rather than at midnight; the rest of the day is a scroll away inside the grid.
  timeGridWeek: {
    dayHeaderFormat: { weekday: 'short', day: 'numeric', month: 'short', omitCommas: true },
    scrollTime: '07:00:00',
    nowIndicator: true,
  },
  listMonth: { listDaySideFormat: { day: 'numeric', month: 'short', year: 'numeric' } },
} as const;
/**
 * The month and the agenda grow with their content; the week scrolls inside a grid of its own, which scrollTime
 * needs. A calendar-wide option (FullCalendar reads its height before the view's options), so it follows the view.
 */
const WEEK_GRID_HEIGHT = 640;
const NO_ENTRIES: EventInput[] = [];
/**
 * Rows a day of the month grid lists: its first events, then "+N more", which opens the day's list. A busy day keeps
 * its week one screen high, and FullCalendar lays out only what is shown (it lays out what its own dayMaxEvents hides).
 */
const MONTH_DAY_ROWS = 4;
const MONTH_VIEW = 'dayGridMonth';

type Editing = { event: CalendarEvent | null; day: string } | null;

/**
 * The school calendar, or the school's plus one class's (`?classYearId=`): month, week and agenda views,
 * recurrences expanded for the visible range only. Only an account with create/update Schedule is offered changes.
 */
export default function CalendarScreen() {
  const canCreate = useCan('create', 'Schedule').allowed;
  const canViewClasses = useCan('view', 'Class').allowed;
  const [searchParams, setSearchParams] = useSearchParams();
  const classYearId = searchParams.get('classYearId') ?? '';
  const classes = useCalendarClasses();
  // The month view opens on today: its range is known before FullCalendar mounts, so the events load meanwhile.
  const [range, setRange] = useState<CalendarRange>(() => monthGridRange(new Date()));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CalendarEvent | null>(null);
  const events = useCalendarEvents(range, classYearId);
  const holidays = useHolidays();
  const remove = useDeleteCalendarEvent(deleting?.id ?? '');
  // Handed to FullCalendar once both lists are in: every new array makes it lay out each occurrence again.
  const holidaysPending = holidays.isPending;
  const [viewType, setViewType] = useState(MONTH_VIEW);
  const entries = useMemo(() => {
    if (!events.data || holidaysPending) return NO_ENTRIES;
    const all = toCalendarEntries(events.data.data, holidays.data?.data ?? [], range);
    return viewType === MONTH_VIEW ? limitPerDay(all, MONTH_DAY_ROWS) : all;
  }, [events.data, holidays.data, holidaysPending, range, viewType]);
  const calendar = useRef<FullCalendar>(null);
  // The week gets its own scrolling grid only once it is shown (the height follows the view), after FullCalendar has
  // applied scrollTime to a grid that did not scroll yet: scroll to the school day again.
  useEffect(() => {
    if (viewType === 'timeGridWeek') calendar.current?.getApi().scrollToTime(VIEWS.timeGridWeek.scrollTime);
  }, [viewType]);
  const onDatesSet = useCallback((info: DatesSetArg) => {
    setViewType(info.view.type);
    const next = { from: isoDay(info.start), to: isoDay(info.end) };
    setRange((current) => (current.from === next.from && current.to === next.to ? current : next));
  }, []);
  // Stable between renders: FullCalendar re-reads its options when a handler changes.
  const canUpdate = useCan('update', 'Schedule').allowed;
  const eventList = events.data?.data;
  const onEventClick = useCallback(
    (info: EventClickArg) => {
      const moreOn: unknown = info.event.extendedProps.moreOn;
      if (typeof moreOn === 'string') {
        calendar.current?.getApi().changeView('listDay', moreOn);
        return;
      }
      const id: unknown = info.event.extendedProps.eventId;
      const event = eventList?.find((candidate) => candidate.id === id);
      if (event && canUpdate) setEditing({ event, day: event.start.slice(0, 10) });
    },
    [eventList, canUpdate],
  );
  // A day's number (and the week's column header) is a link-like control FullCalendar makes keyboard-operable.
  const addOnDay = useCallback((date: Date) => setEditing({ event: null, day: isoDay(date) }), []);
  const addOnClickedDay = (click: MouseEvent<HTMLDivElement>) => {
    if (!(click.target instanceof Element) || click.target.closest('.fc-event, a, button, .fc-popover')) return;
    const day = click.target.closest<HTMLElement>('.fc-daygrid-day[data-date]')?.dataset.date;
    if (day) setEditing({ event: null, day });
  };
  const pickClass = (next: string) => setSearchParams(next ? { classYearId: next } : {});
  const yearExport = useYearExport(holidays.data?.data ?? []);
  const exportIcs = () => void yearExport.exportYear(classYearId, classes.find((row) => row.id === classYearId)?.name);

  return (
    <>
      <PageHeader
        title="Calendar"
        description="The school’s events, exams, holidays and key dates."
        actions={
          <>
            <Button variant="outline-secondary" onClick={exportIcs} disabled={!holidays.data || yearExport.exporting}>
              {yearExport.exporting ? 'Exporting…' : 'Export to calendar (.ics)'}
            </Button>
            {canCreate && (
              <Button onClick={() => setEditing({ event: null, day: isoDay(new Date()) })}>
                Add event
              </Button>
            )}
          </>
        }
      />
      {canViewClasses && <ClassPicker value={classYearId} onChange={pickClass} />}
      {/* A click anywhere in a day's cell but on an event or a link adds an event on that day: a mouse shortcut, the
          day's number being the keyboard's way. @fullcalendar/interaction's dateClick would replace this handler. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the day's number is the keyboard's control */}
      <div className={canCreate ? 'school-calendar school-calendar-editable' : 'school-calendar'} onClick={canCreate ? addOnClickedDay : undefined}>
        <FullCalendar
          ref={calendar}
          plugins={PLUGINS}
          initialView={MONTH_VIEW}
          headerToolbar={HEADER_TOOLBAR}
          // Text buttons: FullCalendar's icon spans carry role="img" without a name, which screen readers announce empty.
          buttonIcons={false}
          buttonText={BUTTON_TEXT}
          locale={LOCALE}
          views={VIEWS}
          allDayText="All day"
          firstDay={1}
          navLinks={canCreate}
          navLinkDayClick={addOnDay}
          navLinkHint="Add an event on $0"
          eventTimeFormat={TIME_FORMAT}
          slotLabelFormat={TIME_FORMAT}
          // Blocks in the colour of their type: FullCalendar's dots lose their colour on hover, leaving white text on white.
          eventDisplay="block"
          eventOrder={ENTRY_ORDER}
          contentHeight={viewType === 'timeGridWeek' ? WEEK_GRID_HEIGHT : 'auto'}
          events={entries}
          datesSet={onDatesSet}
          eventClick={onEventClick}
        />
      </div>
      {editing && (
        <EventFormDialog
          key={editing.event?.id ?? 'new'}
          event={editing.event}
          day={editing.day}
          classes={classes}
          classYearId={classYearId}
          onClose={() => setEditing(null)}
          onDelete={
            editing.event
              ? () => {
                  setDeleting(editing.event);
                  setEditing(null);
                }
              : undefined
          }
        />
      )}
      <ConfirmDialog
        show={deleting !== null}
        title="Delete this event?"
        body={`“${deleting?.title ?? ''}” and all its occurrences will be removed from the calendar.`}
        confirmLabel="Delete event"
        confirmVariant="danger"
        onConfirm={async () => {
          await remove.mutateAsync();
          // As saving says "Saved the event …": the event leaves the grid, and the toast says that was meant.
          showToast({ variant: 'success', message: `Deleted the event “${deleting?.title ?? ''}”.` });
          setDeleting(null);
        }}
        onHide={() => setDeleting(null)}
      />
    </>
  );
}
