import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { remarkIssueMessages } from '@/domain/report-season/remark-checks';
import { REMARK_SLIP_PLACES } from '@/mocks/classrooms/seed-remark-slips';
import { db } from '@/mocks/db';
import { call, signIn } from '@/mocks/test-client';
import { renderApp } from '../../../../tests/render-app';

// The report season on the remark grid: the slips the board reports, live as the teacher types, and the sheet locked
// read-only once the principal signs the term's reports off.

const CLASS = 'cy-primary-5-courage';
const URL = `/remark/${CLASS}/ay-2026?term=2`;

async function openRemarks() {
  const app = await renderApp({ user: 'homeroom', url: URL });
  const table = await screen.findByRole('table', { name: 'Remarks of Primary 5 Courage, term 2' }, { timeout: 8000 });
  return { ...app, table, editors: within(table).getAllByRole('textbox') as HTMLTextAreaElement[] };
}

async function signOffTerm2() {
  const homeroom = await signIn('homeroom');
  const principal = await signIn('principal');
  const post = (path: string, token: string, json: unknown) => call(`/class-years/${CLASS}/report-season/2/${path}`, { method: 'POST', token, json });
  const ready = (await (await post('ready', homeroom, { version: 0, override: 'Measured next week.' })).json()) as { version: number };
  const signed = await post('sign-off', principal, { version: ready.version });
  return ((await signed.json()) as { lockedMessage: string }).lockedMessage;
}

describe('remark slips in the grid', () => {
  it('shows a seeded slip under its remark and drops it once the remark is fixed', async () => {
    const { editors } = await openRemarks();
    const editor = editors[REMARK_SLIP_PLACES.doubleSpaces]!;
    const slips = () => document.getElementById(editor.getAttribute('aria-describedby')!.split(' ')[2]!)!;
    await waitFor(() => expect(slips()).toHaveTextContent(remarkIssueMessages.doubleSpaces()));
    fireEvent.input(editor, { target: { value: editor.value.replace(/ {2,}/g, ' ') } });
    await waitFor(() => expect(slips()).not.toHaveTextContent(remarkIssueMessages.doubleSpaces()));
  });

  it('names the pupil a remark forgets, as the teacher types', async () => {
    const { editors } = await openRemarks();
    const editor = editors[0]!;
    fireEvent.input(editor, { target: { value: 'Always ready to help.' } });
    const row = editor.closest('tr') as HTMLElement;
    expect(await within(row).findByText(/^Does not name /)).toBeInTheDocument();
  });
});

describe('a signed-off term', () => {
  it('shows the remarks read-only with the lock message, and no save', async () => {
    const message = await signOffTerm2();
    const { editors } = await openRemarks();
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(editors[0]).toHaveAttribute('readonly'));
    expect(screen.getByText('Locked by the reports’ sign-off.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save remarks' })).toBeDisabled();
  });

  it('keeps what was typed when the save meets the lock (423) and says who signed', async () => {
    const { user, editors } = await openRemarks();
    await user.clear(editors[0]!);
    await user.type(editors[0]!, 'Typed before the sign-off.');
    const message = await signOffTerm2();
    await user.click(screen.getByRole('button', { name: 'Save remarks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save remarks?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // A lock is no retry: the dialog closes and the refusal is said above the grid, which turns read-only.
    expect(await screen.findByRole('alert')).toHaveTextContent(`Nothing was saved: ${message}`);
    // The dialog fades out (react-bootstrap's transition), which a loaded machine can stretch past the alert.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save remarks?' })).not.toBeInTheDocument());
    await waitFor(() => expect(editors[0]).toHaveAttribute('readonly'));
    expect(editors[0]).toHaveValue('Typed before the sign-off.');
    expect(db.studentTermRecords.find((row) => row.term === 2 && row.remark === 'Typed before the sign-off.')).toBeUndefined();
  });
});
