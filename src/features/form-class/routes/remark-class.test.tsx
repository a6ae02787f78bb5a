import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { entryDraftKey, readEntryDraft } from '@/components/entry-grid/entry-drafts';
import { REMARK_TOO_LONG_MESSAGE } from '@/domain/form-class/bodies';
import { INVISIBLE_TEXT_MESSAGE } from '@/domain/school/visible-text';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';

const CLASS = 'cy-primary-5-courage';
const YEAR = 'ay-2026';
const url = (term: number, hash = '') => `/remark/${CLASS}/${YEAR}?term=${term}${hash}`;
const draftKey = (term: number) =>
  entryDraftKey({ userId: 'u-homeroom', screen: 'remark', scope: `${CLASS}:${YEAR}:term-${term}` });

async function openRemarks(term = 2, hash = '') {
  const app = await renderApp({ user: 'homeroom', url: url(term, hash) });
  const table = await screen.findByRole('table', { name: `Remarks of Primary 5 Courage, term ${term}` }, { timeout: 8000 });
  const editors = within(table).getAllByRole('textbox') as HTMLTextAreaElement[];
  return { ...app, table, editors };
}

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } });
}

const savedBodies = () => {
  const bodies: { term: number; entries: { studentId: string; text: string | null; version: number }[] }[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT' && request.url.includes('/remarks')) bodies.push(await request.clone().json());
  });
  return bodies;
};

describe('remark grid', () => {
  it('counts characters against the report box and refuses a remark over 500 before sending', async () => {
    const { user, editors } = await openRemarks();
    expect(screen.getByRole('link', { name: 'Term 2' })).toHaveAttribute('aria-current', 'page');
    await user.clear(editors[0]);
    await user.type(editors[0], 'Kind and helpful.');
    const row = editors[0].closest('tr') as HTMLElement;
    expect(within(row).getByText('17 / 500')).toBeInTheDocument();

    fireEvent.input(editors[0], { target: { value: 'a'.repeat(503) } });
    expect(within(row).getByText('503 / 500 — 3 over the limit')).toBeInTheDocument();
    expect(within(row).getByText("Too long for the report's remark box: remove 3 characters.")).toBeInTheDocument();
    expect(editors[0]).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Shorten 1 remark to 500 characters before saving.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save remarks' })).toBeDisabled();
  });

  it('moves between students by keyboard and spreads a pasted column down the class', async () => {
    const { user, editors } = await openRemarks();
    await user.click(editors[0]);
    await user.keyboard('{Enter}');
    expect(editors[1]).toHaveFocus();
    expect(editors[0].value).not.toContain('\n');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(editors[0]).toHaveFocus();

    paste(editors[1], 'First pasted.\nSecond pasted.\n');
    expect(editors[1]).toHaveValue('First pasted.');
    expect(editors[2]).toHaveValue('Second pasted.');
    expect(screen.getByText('2 unsaved changes.')).toBeInTheDocument();
  });

  it('saves only the changed remarks once, after confirmation, and forgets the draft', async () => {
    const bodies = savedBodies();
    const { user, editors } = await openRemarks();
    await user.clear(editors[0]);
    await user.type(editors[0], '  Works hard in class.  ');
    await user.clear(editors[2]);
    expect(readEntryDraft(draftKey(2))).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save remarks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save remarks?' });
    expect(dialog).toHaveTextContent('Save 2 changed remarks of Primary 5 Courage, term 2?');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Remarks saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No unsaved changes.')).toBeInTheDocument());
    server.events.removeAllListeners();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.term).toBe(2);
    expect(bodies[0]?.entries.map((entry) => entry.text)).toEqual(['Works hard in class.', null]);
    expect(readEntryDraft(draftKey(2))).toBeNull();
    expect(editors[0]).not.toHaveAttribute('data-changed');
  });

  it('keeps the dialog and every typed remark when the save fails with a 500', async () => {
    server.use(
      http.put('*/api/class-years/:classYearId/remarks', () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    const { user, editors } = await openRemarks();
    await user.clear(editors[0]);
    await user.type(editors[0], 'Still here after the failure.');
    await user.click(screen.getByRole('button', { name: 'Save remarks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save remarks?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Database unavailable Your remarks are still here; try again.'),
    ).toBeInTheDocument();
    expect(editors[0]).toHaveValue('Still here after the failure.');
    expect(readEntryDraft(draftKey(2))).not.toBeNull();
  });

  it('shows a 422 on the student’s remark and keeps what was typed', async () => {
    server.use(
      http.put('*/api/class-years/:classYearId/remarks', () =>
        HttpResponse.json(
          { message: 'Some remarks were refused.', errors: { 'entries.0.text': REMARK_TOO_LONG_MESSAGE } },
          { status: 422 },
        ),
      ),
    );
    const { user, editors } = await openRemarks();
    await user.clear(editors[1]);
    await user.type(editors[1], 'Typed before the refusal.');
    await user.click(screen.getByRole('button', { name: 'Save remarks' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Save remarks?' })).getByRole('button', { name: 'Save' }));

    const row = editors[1].closest('tr') as HTMLElement;
    expect(await within(row).findByText(REMARK_TOO_LONG_MESSAGE)).toBeInTheDocument();
    expect(editors[1]).toHaveAccessibleDescription(expect.stringContaining(REMARK_TOO_LONG_MESSAGE));
    expect(editors[1]).toHaveValue('Typed before the refusal.');
    expect(screen.getByText('1 unsaved change.')).toBeInTheDocument();
  });

  it('does not count a remark of zero-width spaces: the server refuses it on the student, nothing is stored', async () => {
    const { user, editors } = await openRemarks();
    const row = editors[1].closest('tr') as HTMLElement;
    const studentRemarks = () => db.studentTermRecords.filter((record) => record.term === 2).map((record) => record.remark);
    const before = studentRemarks();
    await user.clear(editors[1]);
    await user.type(editors[1], '\u200B\u200B\u200B');
    await user.click(screen.getByRole('button', { name: 'Save remarks' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Save remarks?' })).getByRole('button', { name: 'Save' }));

    expect(await within(row).findByText(INVISIBLE_TEXT_MESSAGE)).toBeInTheDocument();
    expect(editors[1]).toHaveValue('\u200B\u200B\u200B');
    expect(studentRemarks()).toEqual(before);
  });

  it('keeps the typed remark on a 409 and reloads the other teacher’s remarks under it', async () => {
    let conflicts = 1;
    server.use(
      http.put('*/api/class-years/:classYearId/remarks', () => {
        if (conflicts-- <= 0) return undefined;
        return HttpResponse.json({ message: 'Someone else saved these remarks first.' }, { status: 409 });
      }),
    );
    const { user, editors } = await openRemarks();
    await user.clear(editors[0]);
    await user.type(editors[0], 'Mine, typed while another teacher saved.');
    await user.click(screen.getByRole('button', { name: 'Save remarks' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Save remarks?' })).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Someone else saved remarks of this class after you opened it.')).toBeInTheDocument();
    expect(editors[0]).toHaveValue('Mine, typed while another teacher saved.');
    expect(readEntryDraft(draftKey(2))).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reload saved remarks' }));
    await waitFor(() => expect(screen.queryByText(/Someone else saved remarks/)).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'Remarks of Primary 5 Courage, term 2' });
    expect(within(table).getAllByRole('textbox')[0]).toHaveValue('Mine, typed while another teacher saved.');
    expect(screen.getByText('1 unsaved change.')).toBeInTheDocument();
  });

  it('restores a draft left in this browser', async () => {
    const first = await openRemarks();
    await first.user.clear(first.editors[3]);
    await first.user.type(first.editors[3], 'Left unsaved when the session ended.');
    first.unmount();
    first.unregister();

    const { editors } = await openRemarks();
    expect(editors[3]).toHaveValue('Left unsaved when the session ended.');
    expect(screen.getByText(/1 unsaved remark from your last visit was restored/)).toBeInTheDocument();
  });

  it('stops announcing a restored draft once it is saved, also when the teacher types on', async () => {
    const first = await openRemarks();
    await first.user.clear(first.editors[3]);
    await first.user.type(first.editors[3], 'Restored, then saved.');
    first.unmount();
    first.unregister();

    const { user, editors } = await openRemarks();
    expect(screen.getByText(/1 unsaved remark from your last visit was restored/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save remarks' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Save remarks?' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No unsaved changes.')).toBeInTheDocument();
    await user.type(editors[2], ' More.');
    expect(screen.getByText('1 unsaved change.')).toBeInTheDocument();
    expect(screen.queryByText(/from your last visit were restored/)).not.toBeInTheDocument();
  });

  it('inserts a comment-bank template into the selected students, expanded for each', async () => {
    const { user, editors, table } = await openRemarks();
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent ?? '');
    await user.click(within(table).getByRole('checkbox', { name: `Select ${names[0]}` }));
    await user.click(within(table).getByRole('checkbox', { name: `Select ${names[1]}` }));
    expect(screen.getByText(/Inserting adds to the remark of 2 selected students\./)).toBeInTheDocument();

    await user.type(screen.getByLabelText('New comment'), '{{name} always finishes {{his} work.');
    await user.click(screen.getByRole('button', { name: 'Keep in comment bank' }));
    const insert = await screen.findByRole('button', { name: 'Insert “{name} always finishes {his} work.”' });
    await user.clear(editors[0]);
    await user.click(insert);

    const first = names[0]?.replace(/\s*\p{Script=Han}+$/u, '') ?? '';
    expect(editors[0].value).toMatch(new RegExp(`^${first} always finishes (his|her|\\S+'s) work\\.$`));
    expect(editors[1].value).toMatch(/ always finishes (his|her|\S+'s) work\.$/);
    expect(editors[2].value).not.toMatch(/always finishes/);
    expect(await screen.findByText('Inserted into 2 remarks.')).toBeInTheDocument();
  });

  it('opens on the student a completion link names, focused', async () => {
    const probe = await openRemarks();
    const row = probe.editors[4].closest('tr') as HTMLElement;
    const id = row.id;
    probe.unmount();
    probe.unregister();

    const { editors } = await openRemarks(2, `#${id}`);
    await waitFor(() => expect(editors[4]).toHaveFocus());
  });
});
