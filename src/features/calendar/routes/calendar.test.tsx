import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
