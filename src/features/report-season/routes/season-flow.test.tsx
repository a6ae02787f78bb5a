import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REOPEN_REASON_REQUIRED_MESSAGE } from '@/domain/report-season/bodies';
import type { Season, SeasonBoard } from '@/domain/report-season/responses';
import { db } from '@/mocks/db';
import { call, getJson, signIn } from '@/mocks/test-client';
import { renderApp } from '../../../../tests/render-app';

// The season's journeys against the demo backend's own handlers: the steps before the one on screen go through the API.
const CLASS = 'cy-primary-5-courage';
const base = `/class-years/${CLASS}/report-season/2`;
const boardUrl = `/classrooms/${CLASS}/2/season`;

async function season(token: string) {
  return (await getJson<SeasonBoard>(base, token)).body;
}

async function askTeacherToProofread() {
  const homeroom = await signIn('homeroom');
  const { season: current } = await season(homeroom);
  const response = await call(`${base}/proofreader`, { method: 'PUT', token: homeroom, json: { version: current.version, proofreaderId: 'u-teacher' } });
  expect(response.status).toBe(200);
  return homeroom;
}

async function markReady() {
  const homeroom = await signIn('homeroom');
  const { season: current } = await season(homeroom);
  const response = await call(`${base}/ready`, { method: 'POST', token: homeroom, json: { version: current.version, override: 'Two pupils were away.' } });
  expect(response.status).toBe(200);
  return (await response.json()) as Season;
}

describe('proofreading a class', () => {
  it("lets the asked colleague suggest a change to a remark, previewing it as tracked changes", async () => {
    await askTeacherToProofread();
    const { user } = await renderApp({ user: 'teacher', url: boardUrl });
    const suggest = await screen.findAllByRole('button', { name: /^Suggest a change to .+'s remark$/ }, { timeout: 8000 });
    await user.click(suggest[0]!);
    const dialog = await screen.findByRole('dialog', { name: /^Suggest a change to .+'s remark$/ });
    const field = within(dialog).getByLabelText('Suggested remark') as HTMLTextAreaElement;
    expect(field.value).not.toBe('');
    await user.type(field, ' Keep it up!');
    expect(dialog.querySelector('ins')?.textContent).toContain('Keep');
    await user.click(within(dialog).getByRole('button', { name: 'Submit suggestion' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const panel = screen.getByRole('region', { name: 'Suggestions' });
    expect(await within(panel).findByText(/Suggested by/)).toBeInTheDocument();
    // The proofreader sees what became of the suggestion; only the form teacher decides.
    expect(within(panel).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  });

  it('lists the classes I was asked to proofread, each opening its board', async () => {
    await askTeacherToProofread();
    await renderApp({ user: 'teacher', url: '/report-season/proofreading' });
    const link = await screen.findByRole('link', { name: 'Primary 5 Courage' }, { timeout: 8000 });
    expect(link).toHaveAttribute('href', boardUrl);
  });
});

describe('sign-off and reopening', () => {
  it('lets the principal sign a ready class off, shows the lock, and reopens it only with a reason', async () => {
    await markReady();
    const { user } = await renderApp({ user: 'principal', url: boardUrl });
    expect(await screen.findByText('Ready for sign-off', {}, { timeout: 8000 })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Sign off' }));
    const signing = await screen.findByRole('dialog', { name: "Sign off Primary 5 Courage's term 2 reports?" });
    await user.click(within(signing).getByRole('button', { name: 'Sign off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/term 2 reports were signed off by .+; the records are locked until the principal reopens them\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    const reopening = await screen.findByRole('dialog', { name: 'Reopen the reports?' });
    await user.click(within(reopening).getByRole('button', { name: 'Reopen' }));
    expect(await within(reopening).findByText(REOPEN_REASON_REQUIRED_MESSAGE)).toBeInTheDocument();
    await user.type(within(reopening).getByLabelText('Reason for reopening'), 'A parent found a typo.');
    await user.click(within(reopening).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('In progress')).toBeInTheDocument();
    expect(screen.queryByText(/the records are locked/)).not.toBeInTheDocument();
  });

  it('shows a stale season as a reload message and keeps the typed reason', async () => {
    const ready = await markReady();
    const { user } = await renderApp({ user: 'principal', url: boardUrl });
    await user.click(await screen.findByRole('button', { name: 'Reopen' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen the reports?' });
    await user.type(within(dialog).getByLabelText('Reason for reopening'), 'Wrong class marked.');
    // The form teacher reopens it meanwhile: the board on screen is a version behind.
    const homeroom = await signIn('homeroom');
    expect((await call(`${base}/reopen`, { method: 'POST', token: homeroom, json: { version: ready.version, reason: 'Not done yet.' } })).status).toBe(200);
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await within(dialog).findByText(/Someone changed this season since the board was loaded/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason for reopening')).toHaveValue('Wrong class marked.');
  });
});

describe("the principal's level view", () => {
  it("lists each class of the level with its progress and state, linking to its board", async () => {
    const levelId = db.classYears.get(CLASS)!.masterLevelId;
    await renderApp({ user: 'principal', url: `/report-season/${levelId}/2` });
    const link = await screen.findByRole('link', { name: 'Primary 5 Courage' }, { timeout: 8000 });
    expect(link).toHaveAttribute('href', boardUrl);
    const row = link.closest('tr') as HTMLTableRowElement;
    expect(within(row).getByText('In progress')).toBeInTheDocument();
    expect(within(row).getByText(/^\d+ of \d+$/)).toBeInTheDocument();
  });
});
