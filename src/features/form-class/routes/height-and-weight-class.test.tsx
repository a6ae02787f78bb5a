import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { entryDraftKey, readEntryDraft } from '@/components/entry-grid/entry-drafts';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';

const CLASS = 'cy-primary-5-courage';
const YEAR = 'ay-2026';
const url = (term: number, hash = '') => `/height-and-weight/${CLASS}/${YEAR}?term=${term}${hash}`;
const draftKey = (term: number) =>
  entryDraftKey({ userId: 'u-homeroom', screen: 'height-and-weight', scope: `${CLASS}:${YEAR}:term-${term}` });

async function openGrid(term = 2, hash = '') {
  const app = await renderApp({ user: 'homeroom', url: url(term, hash) });
  const table = await screen.findByRole('table', { name: `Heights and weights of Primary 5 Courage, term ${term}` }, { timeout: 8000 });
  const inputs = within(table).getAllByRole('textbox') as HTMLInputElement[];
  return { ...app, table, inputs };
}

const rowOf = (input: HTMLElement) => input.closest('tr') as HTMLTableRowElement;

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } });
}

async function retype(user: Awaited<ReturnType<typeof openGrid>>['user'], input: HTMLInputElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe('height and weight grid', () => {
  it('computes the BMI and the change since last term as values are typed', async () => {
    const { user, inputs } = await openGrid(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Height & Weight: Primary 5 Courage' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Term 2' })).toHaveAttribute('aria-current', 'page');
    const [height, weight] = [inputs[0]!, inputs[1]!];
    await retype(user, height, '150');
    await retype(user, weight, '45');
    const row = rowOf(height);
    expect(within(row).getByText('20.0')).toBeInTheDocument();
    // The change is against the previous term's saved value, shown with its sign and unit.
    expect(within(row).getAllByText(/^(\+|\u2212)\d+\.\d (cm|kg)$|^No change$/)).toHaveLength(2);
    await retype(user, weight, '');
    expect(within(row).queryByText('20.0')).not.toBeInTheDocument();
  });

  it('refuses an implausible value before sending and flags an unusual one with an explanation', async () => {
    const { user, inputs } = await openGrid(2);
    await retype(user, inputs[0]!, '1500');
    expect(inputs[0]).toHaveAttribute('aria-invalid', 'true');
    const refusal = within(rowOf(inputs[0]!)).getByText('Height must be from 40 to 230 cm, with at most one decimal.');
    expect(inputs[0]!.getAttribute('aria-describedby')).toContain(refusal.closest('li')!.id);
    expect(screen.getByText('Fix 1 highlighted value before saving.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save heights and weights' })).toBeDisabled();

    await retype(user, inputs[0]!, '205');
    expect(inputs[0]).toHaveAttribute('aria-invalid', 'false');
    const flag = within(rowOf(inputs[0]!)).getByText('Unusual height: please check it.');
    expect(inputs[0]!.getAttribute('aria-describedby')).toContain(flag.closest('li')!.id);
    expect(screen.getByRole('button', { name: 'Save heights and weights' })).toBeEnabled();
  });

  it('saves only the changed students once, after confirmation, and finds them after a reload', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/height-and-weight')) bodies.push(await request.clone().json());
    });
    const { user, inputs, unmount } = await openGrid(2);
    // A paste of two columns from a spreadsheet fills height and weight of the third and fourth students.
    paste(inputs[4]!, '141.5\t33.2\n139\t31\n');
    expect(inputs[5]).toHaveValue('33.2');
    expect(inputs[7]).toHaveValue('31');
    await retype(user, inputs[0]!, '148.4');
    expect(readEntryDraft(draftKey(2))).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save heights and weights' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save heights and weights?' });
    expect(dialog).toHaveTextContent('Save the changed heights and weights of 3 students of Primary 5 Courage, term 2?');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Heights and weights saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No unsaved changes.')).toBeInTheDocument());
    server.events.removeAllListeners();

    expect(bodies).toHaveLength(1);
    const body = bodies[0] as { term: number; entries: { heightCm: number | null; weightKg: number | null; version: number }[] };
    expect(body.term).toBe(2);
    expect(body.entries).toHaveLength(3);
    expect(body.entries.map((entry) => entry.heightCm)).toEqual([148.4, 141.5, 139]);
    expect(readEntryDraft(draftKey(2))).toBeNull();

    unmount();
    const again = await openGrid(2);
    expect(again.inputs[0]).toHaveValue('148.4');
    expect(again.inputs[5]).toHaveValue('33.2');
  });

  it('keeps what was typed on a 409 and offers to load the other changes', async () => {
    server.use(
      http.put('*/class-years/:id/height-and-weight', () =>
        HttpResponse.json(
          { message: 'Someone else saved some of these records after you opened them. Reload to see their changes; what you typed is kept.', errors: { 'entries.0.version': 'Changed by someone else since you opened it.' } },
          { status: 409 },
        ),
      ),
    );
    const { user, inputs } = await openGrid(2);
    await retype(user, inputs[0]!, '151.1');
    await user.click(screen.getByRole('button', { name: 'Save heights and weights' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Save heights and weights?' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Nothing was saved\. Someone else saved some of these records/)).toBeInTheDocument();
    expect(inputs[0]).toHaveValue('151.1');
    expect(screen.getByText('1 unsaved change.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load their changes' }));
    await waitFor(() => expect(screen.queryByText(/Nothing was saved/)).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'Heights and weights of Primary 5 Courage, term 2' });
    expect(within(table).getAllByRole('textbox')[0]).toHaveValue('151.1');
  });

  it('puts a 422 on the field it names and keeps the value', async () => {
    server.use(
      http.put('*/class-years/:id/height-and-weight', () =>
        HttpResponse.json(
          { message: 'Weight must be from 5 to 200 kg, with at most one decimal.', errors: { 'entries.0.weightKg': 'Weight must be from 5 to 200 kg, with at most one decimal.' } },
          { status: 422 },
        ),
      ),
    );
    const { user, inputs } = await openGrid(2);
    await retype(user, inputs[1]!, '44');
    await user.click(screen.getByRole('button', { name: 'Save heights and weights' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Save heights and weights?' })).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(inputs[1]).toHaveAttribute('aria-invalid', 'true'));
    expect(inputs[1]).toHaveValue('44');
    expect(within(rowOf(inputs[1]!)).getByText('Weight must be from 5 to 200 kg, with at most one decimal.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save heights and weights' })).toBeDisabled();
    await retype(user, inputs[1]!, '44.5');
    expect(inputs[1]).toHaveAttribute('aria-invalid', 'false');
  });

  it('restores a draft after leaving, and a deep link focuses the student row', async () => {
    const first = await openGrid(2);
    await retype(first.user, first.inputs[2]!, '133.3');
    const studentId = rowOf(first.inputs[2]!).id.replace(/^student-/, '');
    first.unmount();

    const { inputs } = await openGrid(2, `#student-${studentId}`);
    expect(inputs[2]).toHaveValue('133.3');
    expect(screen.getByText(/1 unsaved value from your last visit was restored/)).toBeInTheDocument();
    await waitFor(() => expect(inputs[2]).toHaveFocus());
    expect(rowOf(inputs[2]!)).toHaveAttribute('data-linked', 'true');
  });
});
