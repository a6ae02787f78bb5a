import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';

const CLASS = 'cy-primary-5-courage';
const YEAR = 'ay-2026';

async function openGrid(hash = '') {
  const app = await renderApp({ user: 'homeroom', url: `/streaming-and-promotion/${CLASS}/${YEAR}?term=2${hash}` });
  const table = await screen.findByRole('table', { name: 'Promotion outcomes of Primary 5 Courage, 2026/2027' }, { timeout: 8000 });
  const outcomes = within(table).getAllByRole('combobox', { name: /^Promotion outcome for / }) as HTMLSelectElement[];
  const streams = within(table).getAllByRole('combobox', { name: /^Next year's stream for / }) as HTMLSelectElement[];
  return { ...app, table, outcomes, streams };
}

const rowOf = (element: HTMLElement) => element.closest('tr') as HTMLTableRowElement;
/** The first student whose outcome is not Retained, so choosing Retained is a change. */
const notRetained = (outcomes: HTMLSelectElement[]) => outcomes.findIndex((select) => select.value !== 'Retained');

describe('streaming and promotion grid', () => {
  it('offers the spec outcomes and the next level streams', async () => {
    const { outcomes, streams } = await openGrid();
    expect(screen.getByRole('heading', { level: 1, name: 'Streaming & Promotion: Primary 5 Courage' })).toBeInTheDocument();
    expect([...outcomes[0]!.options].map((option) => option.text)).toEqual(['Not decided', 'Promoted', 'Conditionally Promoted', 'Retained']);
    expect([...streams[0]!.options].map((option) => option.text).slice(1)).toEqual(['Standard', 'Foundation']);
    expect(screen.getByText('in Primary 6')).toBeInTheDocument();
  });

  it('asks for confirmation and a reason before Retained; Cancel leaves the outcome as it was', async () => {
    const { user, outcomes, streams } = await openGrid();
    const index = notRetained(outcomes);
    const select = outcomes[index]!;
    const before = select.value;
    const name = within(rowOf(select)).getByRole('rowheader').textContent ?? '';

    await user.selectOptions(select, 'Retained');
    let dialog = await screen.findByRole('dialog', { name: `Retain ${name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(select).toHaveValue(before);

    await user.selectOptions(select, 'Retained');
    dialog = await screen.findByRole('dialog', { name: `Retain ${name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Retain' }));
    expect(within(dialog).getByText('Give the reason for retaining the student.')).toBeInTheDocument();
    expect(select).toHaveValue(before);
    await user.type(within(dialog).getByLabelText('Reason for retaining (required)'), 'Missed two terms through illness.');
    await user.click(within(dialog).getByRole('button', { name: 'Retain' }));
    await waitFor(() => expect(select).toHaveValue('Retained'));
    expect(streams[index]).toBeDisabled();
    expect(within(rowOf(select)).getByText('Missed two terms through illness.')).toBeInTheDocument();
  });

  it('saves only the changed students after a confirmation naming who is retained', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/streaming-and-promotion')) bodies.push(await request.clone().json());
    });
    const { user, outcomes, streams, unmount } = await openGrid();
    const index = notRetained(outcomes);
    const other = outcomes.findIndex((select, position) => position !== index && select.value !== 'Conditionally Promoted');
    await user.selectOptions(outcomes[other]!, 'Conditionally Promoted');
    await user.selectOptions(streams[other]!, 'Foundation');
    await user.selectOptions(outcomes[index]!, 'Retained');
    const dialog = await screen.findByRole('dialog', { name: /^Retain / });
    await user.type(within(dialog).getByLabelText('Reason for retaining (required)'), 'Not ready for Primary 6.');
    await user.click(within(dialog).getByRole('button', { name: 'Retain' }));

    await user.click(screen.getByRole('button', { name: 'Save outcomes' }));
    const save = await screen.findByRole('dialog', { name: 'Save outcomes?' });
    expect(save).toHaveTextContent('Save the outcomes and streams of 2 students of Primary 5 Courage, 2026/2027?');
    expect(save).toHaveTextContent('To be retained:');
    expect(save).toHaveTextContent(': Not ready for Primary 6.');
    await user.click(within(save).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Outcomes and streams saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No unsaved changes.')).toBeInTheDocument());
    server.events.removeAllListeners();

    expect(bodies).toHaveLength(1);
    const { entries } = bodies[0] as { entries: Record<string, unknown>[] };
    expect(entries).toHaveLength(2);
    expect(entries).toContainEqual(expect.objectContaining({ promotionOutcome: 'Retained', nextStreamId: null, retainReason: 'Not ready for Primary 6.' }));
    expect(entries).toContainEqual(
      expect.objectContaining({ promotionOutcome: 'Conditionally Promoted', nextStreamId: 'stream-foundation', retainReason: null }),
    );

    unmount();
    const again = await openGrid();
    expect(again.outcomes[index]).toHaveValue('Retained');
    expect(again.streams[other]).toHaveValue('stream-foundation');
  });

  it('a pasted Retained without a reason blocks Save until a reason is added', async () => {
    const { user, outcomes } = await openGrid();
    const index = notRetained(outcomes);
    fireEvent.paste(outcomes[index]!, { clipboardData: { getData: () => 'retained\n' } });
    await waitFor(() => expect(outcomes[index]).toHaveValue('Retained'));
    expect(within(rowOf(outcomes[index]!)).getByText('Give the reason for retaining the student.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save outcomes' })).toBeDisabled();
    await user.click(within(rowOf(outcomes[index]!)).getByRole('button', { name: /^Add reason/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Retain / });
    await user.type(within(dialog).getByLabelText('Reason for retaining (required)'), 'Repeat the year.');
    await user.click(within(dialog).getByRole('button', { name: 'Retain' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save outcomes' })).toBeEnabled());
  });

  it('sets every undecided student to Promoted after a confirmation', async () => {
    const { user, outcomes } = await openGrid();
    const undecided = outcomes.filter((select) => select.value === '');
    expect(undecided.length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Set undecided to Promoted' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set undecided students to Promoted?' });
    expect(dialog).toHaveTextContent(`Set Promoted for the ${undecided.length} students without an outcome?`);
    await user.click(within(dialog).getByRole('button', { name: 'Set to Promoted' }));
    await waitFor(() => expect(undecided.every((select) => select.value === 'Promoted')).toBe(true));
  });

  it('restores unsaved choices from this browser on the next visit', async () => {
    const first = await openGrid();
    const index = first.outcomes.findIndex((select) => select.value === '');
    await first.user.selectOptions(first.outcomes[index]!, 'Conditionally Promoted');
    first.unmount();
    const { outcomes } = await openGrid();
    expect(outcomes[index]).toHaveValue('Conditionally Promoted');
    expect(screen.getByText(/1 unsaved value from your last visit was restored/)).toBeInTheDocument();
  });

  it('keeps the choices on a 409', async () => {
    server.use(
      http.put('*/class-years/:id/streaming-and-promotion', () =>
        HttpResponse.json({ message: 'Someone else saved some of these records after you opened them. Reload to see their changes; what you typed is kept.' }, { status: 409 }),
      ),
    );
    const { user, streams } = await openGrid();
    const index = streams.findIndex((select) => !select.disabled && select.value !== 'stream-standard');
    await user.selectOptions(streams[index]!, 'Standard');
    await user.click(screen.getByRole('button', { name: 'Save outcomes' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Save outcomes?' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Nothing was saved\. Someone else saved/)).toBeInTheDocument();
    expect(streams[index]).toHaveValue('stream-standard');
  });
});
