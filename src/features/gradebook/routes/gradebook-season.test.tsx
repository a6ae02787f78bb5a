import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { call, signIn } from '@/mocks/test-client';
import { renderApp } from '../../../../tests/render-app';

// The mark sheet and the report season: read-only with the lock's message once the class's term reports are signed
// off, and opened on one pupil's marks from the board's fix link.

const CLASS = 'cy-primary-4-courage';
const MATHS = 'sy-primary-4-courage-mathematics';
const caption = (term: number) => `Marks of Mathematics – Primary 4 Courage, term ${term}`;

async function signOff(term: number) {
  // The principal is Primary 4 Courage's form teacher as well: she marks it ready and signs it off.
  const principal = await signIn('principal');
  const post = (path: string, json: unknown) => call(`/class-years/${CLASS}/report-season/${term}/${path}`, { method: 'POST', token: principal, json });
  const ready = (await (await post('ready', { version: 0, override: 'Two marks come next week.' })).json()) as { version: number };
  return ((await (await post('sign-off', { version: ready.version })).json()) as { lockedMessage: string }).lockedMessage;
}

describe('the mark sheet of a signed-off term', () => {
  it('is read-only with the lock message and no save', async () => {
    const message = await signOff(1);
    await renderApp({ user: 'teacher', url: `/gradebook/${MATHS}?term=1` });
    const table = await screen.findByRole('table', { name: caption(1) }, { timeout: 8000 });
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('textbox')[0]).toHaveAttribute('readonly'));
    expect(screen.getByRole('button', { name: 'Save marks' })).toBeDisabled();
    expect(screen.getByText('Locked by the reports’ sign-off.')).toBeInTheDocument();
  });
});

describe('a link to one pupil’s marks', () => {
  it('opens the term asked for with that pupil’s first mark focused', async () => {
    const pupil = db.students.filter((student) => student.classYearId === CLASS).sort((a, b) => a.fullName.localeCompare(b.fullName, 'en'))[5]!;
    await renderApp({ user: 'teacher', url: `/gradebook/${MATHS}?term=2&student=${pupil.id}` });
    const table = await screen.findByRole('table', { name: caption(2) }, { timeout: 8000 });
    const row = within(table).getByRole('rowheader', { name: new RegExp(pupil.fullName.split(' ')[0]!) }).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getAllByRole('textbox')[0]).toHaveFocus());
  });
});
