import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../tests/render-app';

const SLOW = { timeout: 10_000 };

function cellOf(date: string): HTMLElement {
  const cell = document.querySelector<HTMLElement>(`td.fc-daygrid-day[data-date="${date}"]`);
  if (!cell) throw new Error(`No day cell ${date}`);
  return cell;
}

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// The first test of a file also loads the lazy screen and FullCalendar: a busy machine needs more than the default.
describe('/calendar', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds a weekly event on Monday and Wednesday and shows it on those days only', async () => {
    const { user } = await renderApp({ user: 'principal', url: '/calendar' });
    await user.click(await screen.findByRole('button', { name: 'Add event' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Add event' });
    await user.click(within(dialog).getByRole('button', { name: 'Save event' }));
    expect(await within(dialog).findByText('Enter the event’s title.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title'), 'Robotics club');
    const monday = (within(dialog).getByLabelText('Starts on') as HTMLInputElement).value;
    fireEvent.change(within(dialog).getByLabelText('Ends on'), { target: { value: monday } });
    await user.selectOptions(within(dialog).getByLabelText('Repeats'), 'Weekly');
    await user.click(within(dialog).getByLabelText('Monday'));
    await user.click(within(dialog).getByLabelText('Wednesday'));
    await user.click(within(dialog).getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    // The month grid starts on a Monday, the day the form proposes.
    expect(await within(cellOf(monday)).findByText('Robotics club', undefined, SLOW)).toBeInTheDocument();
    expect(within(cellOf(shift(monday, 2))).getByText('Robotics club')).toBeInTheDocument();
    expect(within(cellOf(shift(monday, 7))).getByText('Robotics club')).toBeInTheDocument();
    expect(within(cellOf(shift(monday, 1))).queryByText('Robotics club')).not.toBeInTheDocument();
    expect(within(cellOf(shift(monday, 4))).queryByText('Robotics club')).not.toBeInTheDocument();
  });

  it('shows a view-only teacher the events and offers no change', async () => {
    const { user } = await renderApp({ user: 'teacher', url: '/calendar' });
    const meetings = await screen.findAllByText('Staff meeting', undefined, SLOW);
    expect(screen.queryByRole('button', { name: 'Add event' })).not.toBeInTheDocument();
    await user.click(meetings[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a class’s calendar from the URL, adds an event to it and exports what is shown under the class’s name', async () => {
    const { user, router } = await renderApp({ user: 'principal', url: '/calendar?classYearId=cy-primary-4-courage' });
    const picker = await screen.findByRole('combobox', { name: 'Class' }, SLOW);
    await waitFor(() => expect(picker).toHaveDisplayValue('Primary 4 Courage'));
    await user.click(await screen.findByRole('button', { name: 'Add event' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Add event' });
    expect(within(dialog).getByLabelText('Calendar')).toHaveDisplayValue('Primary 4 Courage');
    await user.type(within(dialog).getByLabelText('Title'), 'Museum visit');
    const day = (within(dialog).getByLabelText('Starts on') as HTMLInputElement).value;
    fireEvent.change(within(dialog).getByLabelText('Ends on'), { target: { value: day } });
    await user.click(within(dialog).getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(await within(cellOf(day)).findByText('Museum visit', undefined, SLOW)).toBeInTheDocument();

    await user.selectOptions(picker, 'Whole school');
    await waitFor(() => expect(within(cellOf(day)).queryByText('Museum visit')).not.toBeInTheDocument(), SLOW);
    expect(router.state.location.search).toBe('');
    await user.selectOptions(picker, 'Primary 4 Courage');
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
