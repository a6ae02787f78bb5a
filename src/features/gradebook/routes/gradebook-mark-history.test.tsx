import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { call, getJson, signIn } from '@/mocks/test-client';
import { renderApp } from '../../../../tests/render-app';

const MATHS = 'sy-primary-4-courage-mathematics';

async function openSheet(term: number) {
  const app = await renderApp({ user: 'teacher', url: `/gradebook/${MATHS}?term=${term}` });
  const table = await screen.findByRole('table', { name: `Marks of Mathematics – Primary 4 Courage, term ${term}` }, { timeout: 8000 });
  const inputs = within(table).getAllByRole('textbox') as HTMLInputElement[];
  return { ...app, table, inputs };
}

interface Sheet {
  students: { id: string }[];
  assessments: { id: string }[];
  scores: { studentId: string; assessmentId: string; score: number | null; version: number }[];
}

/** The principal, through the admin portal's hand-off, saves the first pupil's second mark of `term`. */
async function principalSavesThroughHandoff(term: number, score: number) {
  const own = await signIn('principal');
  const minted = (await (await call('/auth/handoff-codes', { method: 'POST', token: own })).json()) as { code: string };
  const token = ((await (await call('/auth/handoff', { method: 'POST', json: { code: minted.code } })).json()) as { accessToken: string }).accessToken;
  const { body } = await getJson<Sheet>(`/subject-years/${MATHS}/gradebook?term=${term}`, token);
  const studentId = body.students[0]!.id;
  const assessmentId = body.assessments[1]!.id;
  const read = body.scores.find((cell) => cell.studentId === studentId && cell.assessmentId === assessmentId);
  const response = await call(`/subject-years/${MATHS}/gradebook/scores`, {
    method: 'PUT',
    token,
    json: { term, scores: [{ studentId, assessmentId, score, version: read?.version ?? 0 }] },
  });
  expect(response.status).toBe(200);
  return read?.score ?? null;
}

const LAST_CHANGE = /^Last changed by (.+), \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/;

describe('who changed a mark, on the mark sheet', () => {
  it('names who last changed a mark after a save, and Alt+H opens its history without typing into the cell', { timeout: 30_000 }, async () => {
    const { user, inputs } = await openSheet(1);
    const mark = inputs[0]!;
    expect(mark).not.toHaveAccessibleDescription(/Last changed by/);
    // A mark that differs from the seeded one, whatever the seed holds, so the save changes it.
    const typed = mark.value === '41' ? '40' : '41';
    await user.clear(mark);
    await user.type(mark, typed);
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Save marks?' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Marks saved.')).toBeInTheDocument();

    // The cell is described by its tooltip, so a screen reader hears who and when on focus, as a mouse user sees on hover.
    await waitFor(() => expect(mark).toHaveAccessibleDescription(/Last changed by Ms Priya Nair, /));
    const tooltip = within(mark.closest('td')!).getByRole('tooltip', { hidden: true });
    expect(tooltip.textContent).toMatch(LAST_CHANGE);

    mark.focus();
    await user.keyboard('{Alt>}h{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: `History of ${mark.getAttribute('aria-label')}` });
    expect(await within(dialog).findByText(new RegExp(`^Mark: .+ → ${typed}$`))).toBeInTheDocument();
    expect(within(dialog).getByText('Ms Priya Nair')).toBeInTheDocument();
    expect(mark).toHaveValue(typed);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mark).toHaveFocus();
  });

  it("shows a change made through the admin portal's hand-off, and the cell's History button opens it in one click", async () => {
    const before = await principalSavesThroughHandoff(2, 33);
    const { user, inputs } = await openSheet(2);
    const mark = inputs[1]!;
    expect(mark).toHaveValue('33');
    await waitFor(() => expect(mark).toHaveAccessibleDescription(/Last changed by Mdm Siti Rahmah through the admin portal, /));
    // A mark nobody changed has no tooltip.
    expect(inputs[0]).not.toHaveAccessibleDescription(/Last changed by/);

    const label = mark.getAttribute('aria-label') ?? '';
    await user.click(within(mark.closest('td')!).getByRole('button', { name: `History of ${label}` }));
    const dialog = await screen.findByRole('dialog', { name: `History of ${label}` });
    expect(await within(dialog).findByText(`Mark: ${before ?? 'blank'} → 33`)).toBeInTheDocument();
    expect(within(dialog).getByText('Mdm Siti Rahmah')).toBeInTheDocument();
    expect(within(dialog).getByText('through the admin portal')).toBeInTheDocument();
  });
});
