import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarEvent } from '@/features/calendar/api/calendar-schemas';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { call, signIn } from '@/mocks/test-client';
import { renderApp } from '../../../../tests/render-app';

const SLOW = { timeout: 10_000 };

function cellOf(date: string): HTMLElement {
  const cell = document.querySelector<HTMLElement>(`td.fc-daygrid-day[data-date="${date}"]`);
  if (!cell) throw new Error(`No day cell ${date}`);
  return cell;
}

function columnHeaderOf(date: string): HTMLElement {
  const header = document.querySelector<HTMLElement>(`th.fc-col-header-cell[data-date="${date}"]`);
  if (!header) throw new Error(`No column header ${date}`);
  return header;
}

/** Today is Wednesday 25 November 2026 (only the clock is faked: the demo backend's timers still run). */
function todayIsWednesday25November() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 9, 0));
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label, { exact: true });

/** Types into a date or time field as a user would, leaving it so it is read. */
async function retype(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
}

// The screen's first load in a file also loads FullCalendar: on a loaded machine it took over 10 s.
const FIRST_LOAD = { timeout: 30_000 };

async function openAddEvent(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add event' }, FIRST_LOAD));
  return screen.findByRole('dialog', { name: 'Add event' });
}

// The first test of a file also loads the lazy screen and FullCalendar: a busy machine needs more than the default.
describe('/calendar', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('adds a weekly event on Monday and Wednesday and shows it on those days only', async () => {
    todayIsWednesday25November();
    const { user } = await renderApp({ user: 'principal', url: '/calendar' });
    const dialog = await openAddEvent(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save event' }));
    expect(await within(dialog).findByText('Enter the event’s title.')).toBeInTheDocument();
    await user.type(field(dialog, 'Title'), 'Robotics club');
    await retype(user, field(dialog, 'Starts on'), '23/11/2026');
    expect(field(dialog, 'Ends on')).toHaveValue('23/11/2026');
    await user.selectOptions(field(dialog, 'Repeats'), 'Weekly');
    expect(field(dialog, 'Monday')).toBeChecked();
    await user.click(field(dialog, 'Wednesday'));
    await user.click(within(dialog).getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(await within(cellOf('2026-11-23')).findByText('Robotics club', undefined, SLOW)).toBeInTheDocument();
    expect(within(cellOf('2026-11-25')).getByText('Robotics club')).toBeInTheDocument();
    expect(within(cellOf('2026-11-30')).getByText('Robotics club')).toBeInTheDocument();
    expect(within(cellOf('2026-11-24')).queryByText('Robotics club')).not.toBeInTheDocument();
    expect(within(cellOf('2026-11-27')).queryByText('Robotics club')).not.toBeInTheDocument();
  });

  it('opens Add event on today with day/month/year dates and 24-hour times, and says so once saved (issue 21 §13)', async () => {
    todayIsWednesday25November();
    const { user } = await renderApp({ user: 'principal', url: '/calendar' });
    const dialog = await openAddEvent(user);
    expect(field(dialog, 'Starts on')).toHaveValue('25/11/2026');
    expect(field(dialog, 'Ends on')).toHaveValue('25/11/2026');
    // Text fields on the 24-hour clock: the browser's own time input would say "09:00 AM" on a US machine.
    expect(field(dialog, 'Start time')).toHaveAttribute('type', 'text');
    expect(field(dialog, 'Start time')).toHaveValue('09:00');
    expect(field(dialog, 'End time')).toHaveValue('10:00');
    expect(dialog.querySelector('input[type="time"]')).toBeNull();
    await user.type(field(dialog, 'Title'), 'Chess club');
    await retype(user, field(dialog, 'Start time'), '1430');
    expect(field(dialog, 'Start time')).toHaveValue('14:30');
    // The hour it lasted moves with it.
    expect(field(dialog, 'End time')).toHaveValue('15:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save event' }));
    expect(await screen.findByText('Saved the event “Chess club”.', undefined, SLOW)).toBeInTheDocument();
    // The dialog fades out (react-bootstrap's transition), which a loaded machine can stretch past the message.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const chess = await within(cellOf('2026-11-25')).findByText('Chess club', undefined, SLOW);
    expect(chess.closest('.fc-event')).toHaveTextContent('14:30');
  });

  it('refuses a 12-hour time before anything is sent', async () => {
    todayIsWednesday25November();
    const { user } = await renderApp({ user: 'principal', url: '/calendar' });
    const dialog = await openAddEvent(user);
    await user.type(field(dialog, 'Title'), 'Chess club');
    await retype(user, field(dialog, 'End time'), '3:00 PM');
    expect(within(dialog).getByText('Enter the time on the 24-hour clock, e.g. 14:30.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save event' }));
    expect(screen.getByRole('dialog', { name: 'Add event' })).toBeInTheDocument();
    expect(field(dialog, 'End time')).toHaveValue('3:00 PM');
    expect(screen.queryByText('Saved the event “Chess club”.')).not.toBeInTheDocument();
  });

  it('opens Add event on the day clicked: anywhere in its cell with the mouse, on its number with the keyboard', async () => {
    todayIsWednesday25November();
    const { user } = await renderApp({ user: 'principal', url: '/calendar' });
    await screen.findByRole('button', { name: 'Add event' }, SLOW);
    await user.click(cellOf('2026-11-18'));
    let dialog = await screen.findByRole('dialog', { name: 'Add event' });
    expect(field(dialog, 'Starts on')).toHaveValue('18/11/2026');
    expect(field(dialog, 'Ends on')).toHaveValue('18/11/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);

    const dayNumber = cellOf('2026-12-03').querySelector<HTMLElement>('a[data-navlink]');
    expect(dayNumber).toHaveAttribute('title', 'Add an event on 3 December 2026');
    dayNumber?.focus();
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Add event' });
    expect(field(dialog, 'Starts on')).toHaveValue('03/12/2026');
  });

  it('preselects the start’s weekday for a weekly repeat, lists the weekdays from Monday, and follows the start', async () => {
    todayIsWednesday25November();
    const { user } = await renderApp({ user: 'principal', url: '/calendar' });
    const dialog = await openAddEvent(user);
    await user.selectOptions(field(dialog, 'Repeats'), 'Weekly');
    const weekdays = within(within(dialog).getByRole('group', { name: 'Repeats on' })).getAllByRole<HTMLInputElement>('checkbox');
    expect(weekdays.map((box) => box.labels?.[0]?.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(weekdays.filter((box) => box.checked).map((box) => box.labels?.[0]?.textContent)).toEqual([
      'Wednesday',
    ]);
    await retype(user, field(dialog, 'Starts on'), '27/11/2026');
    expect(field(dialog, 'Friday')).toBeChecked();
    expect(field(dialog, 'Wednesday')).not.toBeChecked();
  });

  it('writes the week’s and the agenda’s dates the school’s way (en-SG), and opens the week on the school day', async () => {
    todayIsWednesday25November();
    const { user } = await renderApp({ user: 'teacher', url: '/calendar' });
    await screen.findAllByText('Staff meeting', undefined, SLOW);
    expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(await screen.findByRole('heading', { level: 2, name: '23 – 29 Nov 2026' })).toBeInTheDocument();
    expect(columnHeaderOf('2026-11-23')).toHaveTextContent(/^Mon 23 Nov$/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: '30 Nov – 6 Dec 2026' })).toBeInTheDocument();
    expect(columnHeaderOf('2026-12-06')).toHaveTextContent(/^Sun 6 Dec$/);
    // Slots on the 24-hour clock.
    expect(screen.getAllByText('15:00').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Agenda' }));
    await screen.findByRole('heading', { level: 2, name: 'November 2026' });
    const days = [...document.querySelectorAll('.fc-list-day-side-text')].map((day) => day.textContent);
    expect(days).toContain('30 Nov 2026');
  });

  it('lists a busy day’s first three events and “+N more”, which opens the day’s full list (issue 22)', async () => {
    todayIsWednesday25November();
    const busyDay = ['Assembly', 'Spelling bee', 'Chess club', 'Choir', 'Robotics club', 'Parents’ evening'].map(
      (title, n): CalendarEvent => ({
        id: `busy-${n}`,
        title,
        type: 'SCHOOL_EVENT',
        allDay: false,
        start: `2026-11-18T${String(8 + n).padStart(2, '0')}:00`,
        end: `2026-11-18T${String(8 + n).padStart(2, '0')}:30`,
        recurrence: null,
        classYearId: null,
        version: 1,
        updatedAt: '2026-11-01T00:00:00Z',
      }),
    );
    server.use(http.get('*/api/calendar-events', () => HttpResponse.json({ data: busyDay, count: busyDay.length })));
    const { user } = await renderApp({ user: 'teacher', url: '/calendar' });
    const more = await screen.findByText('+3 more', undefined, FIRST_LOAD);
    expect(cellOf('2026-11-18')).toContainElement(more);
    const listed = [...cellOf('2026-11-18').querySelectorAll('.fc-event-title')].map((title) => title.textContent);
    expect(listed).toEqual(['Assembly', 'Spelling bee', 'Chess club', '+3 more']);
    // What the day does not list is not laid out at all: FullCalendar's own limit keeps hidden copies in the grid.
    expect(screen.queryByText('Parents’ evening')).not.toBeInTheDocument();

    await user.click(more);
    expect(await screen.findByRole('heading', { level: 2, name: '18 November 2026' }, SLOW)).toBeInTheDocument();
    for (const event of busyDay) expect(screen.getByText(event.title)).toBeInTheDocument();
  });

  it('says which event was deleted once it is gone', async () => {
    todayIsWednesday25November();
    const { user } = await renderApp({ user: 'principal', url: '/calendar' });
    const meetings = await screen.findAllByText('Staff meeting', undefined, FIRST_LOAD);
    await user.click(meetings[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete event' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this event?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete event' }));
    expect(await screen.findByText('Deleted the event “Staff meeting”.', undefined, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Staff meeting')).not.toBeInTheDocument(), SLOW);
  });

  it('opens a repeating event’s history from the dialog of any of its days: who renamed it, from what to what', async () => {
    todayIsWednesday25November();
    const { id, createdById: _createdBy, createdAt: _createdAt, updatedAt: _updatedAt, ...saved } = db.schoolCalendarEvents.get('cal-staff-meeting')!;
    const renamed = await call(`/calendar-events/${id}`, { method: 'PUT', token: await signIn('principal'), json: { ...saved, title: 'Staff meeting in the hall' } });
    expect(renamed.status).toBe(200);

    const { user } = await renderApp({ user: 'principal', url: '/calendar' });
    const meetings = await screen.findAllByText('Staff meeting in the hall', undefined, FIRST_LOAD);
    await user.click(meetings.at(-1)!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    await user.click(within(dialog).getByRole('button', { name: 'History of Staff meeting in the hall' }));
    const history = await screen.findByRole('dialog', { name: 'History of Staff meeting in the hall' });
    const entry = (await within(history).findAllByRole('listitem')).find((item) => item.classList.contains('record-history-entry'));
    expect(entry).toHaveTextContent('Mdm Siti Rahmah');
    expect(entry).toHaveTextContent('Title: Staff meeting → Staff meeting in the hall');
  });

  it('shows a view-only teacher the events and offers no change', async () => {
    const { user } = await renderApp({ user: 'teacher', url: '/calendar' });
    const meetings = await screen.findAllByText('Staff meeting', undefined, SLOW);
    expect(screen.queryByRole('button', { name: 'Add event' })).not.toBeInTheDocument();
    await user.click(meetings[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(meetings[0]!.closest<HTMLElement>('td.fc-daygrid-day')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a class’s calendar from the URL, adds an event to it and exports what is shown under the class’s name', async () => {
    todayIsWednesday25November();
    const { user, router } = await renderApp({ user: 'principal', url: '/calendar?classYearId=cy-primary-4-courage' });
    const picker = await screen.findByRole('combobox', { name: 'Class' }, SLOW);
    await waitFor(() => expect(picker).toHaveDisplayValue('Primary 4 Courage'));
    const day = '2026-11-25';
    const dialog = await openAddEvent(user);
    expect(within(dialog).getByLabelText('Calendar')).toHaveDisplayValue('Primary 4 Courage');
    await user.type(within(dialog).getByLabelText('Title'), 'Museum visit');
    await user.click(within(dialog).getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(await within(cellOf(day)).findByText('Museum visit', undefined, SLOW)).toBeInTheDocument();

    // Whole school is no class chosen: the searchable class filter's Clear.
    await user.click(screen.getByRole('button', { name: 'Clear Class' }));
    await waitFor(() => expect(within(cellOf(day)).queryByText('Museum visit')).not.toBeInTheDocument(), SLOW);
    expect(router.state.location.search).toBe('');
    expect(picker).toHaveAttribute('placeholder', 'Whole school');
    await user.click(picker);
    await user.type(picker, 'Primary 4 Courage');
    await user.click(await screen.findByRole('option', { name: 'Primary 4 Courage' }, SLOW));
    expect(router.state.location.search).toBe('?classYearId=cy-primary-4-courage');
    expect(await within(cellOf(day)).findByText('Museum visit', undefined, SLOW)).toBeInTheDocument();

    const files: Blob[] = [];
    const names: string[] = [];
    // jsdom has no object URLs: keep the file instead.
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) files.push(blob);
      return 'blob:calendar';
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Export to calendar (.ics)' }));
    await waitFor(() => expect(names).toEqual(['calendar-Primary-4-Courage-2026-2027.ics']), SLOW);
    const text = await files[0]!.text();
    expect(text).toContain('SUMMARY:Museum visit');
    expect(text).toContain('X-WR-CALNAME:Primary 4 Courage calendar 2026/2027');
    // The whole academic year the file is named after, not the month on screen, with its public holidays (issue 21, item 14).
    expect(text).toContain('SUMMARY:Year-end examinations');
    expect(text).toContain('SUMMARY:Teacher-only day: curriculum review');
    expect(text).toContain('SUMMARY:Deepavali (observed)');
    expect(text).toContain('CATEGORIES:Public holiday');
  });

  it('keeps what was typed when the dialog closes unsaved, restores it on the next Add event, and drops it on Discard draft', async () => {
    const { user } = await renderApp({ user: 'principal', url: '/calendar' });
    await user.click(await screen.findByRole('button', { name: 'Add event' }, SLOW));
    let dialog = await screen.findByRole('dialog', { name: 'Add event' });
    await user.type(within(dialog).getByLabelText('Title'), 'Sports day');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);

    await user.click(screen.getByRole('button', { name: 'Add event' }));
    dialog = await screen.findByRole('dialog', { name: 'Add event' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Sports day');
    expect(within(dialog).getByText('Your unsaved changes to this event were restored from this browser.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    expect(within(dialog).getByLabelText('Title')).toHaveValue('');
  });
});
