import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { call, getJson, signIn } from '@/mocks/test-client';
import { renderApp } from '../../../../tests/render-app';

// The class's and the pupil's history (issue 24 §3), through the real app and the demo backend's record of changes.

const CLASS = 'cy-primary-5-courage';
const YEAR = 'ay-2026';
type RemarkRow = { studentId: string; version: number; student: { fullName: string } };

/** The homeroom teacher saves a remark for the class's first pupil in term 2, as the remark grid would. */
async function saveRemark(text: string) {
  const token = await signIn('homeroom');
  const { body } = await getJson<{ data: RemarkRow[] }>(`/class-years/${CLASS}/remarks?academicYearId=${YEAR}&term=2`, token);
  const pupil = body.data[0]!;
  const response = await call(`/class-years/${CLASS}/remarks`, {
    method: 'PUT',
    token,
    json: { academicYearId: YEAR, term: 2, entries: [{ studentId: pupil.studentId, text, version: pupil.version }] },
  });
  expect(response.status).toBe(200);
  return pupil;
}

describe("a class's history per term", () => {
  let blobs: Blob[] = [];
  beforeEach(() => {
    blobs = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
      if (blob instanceof Blob) blobs.push(blob);
      return 'blob:history';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a saved remark in words, narrows by section, and exports what the filter matches', async () => {
    const pupil = await saveRemark('Reads widely.');
    const { user } = await renderApp({ user: 'homeroom', url: `/classrooms/${CLASS}/2/history` });
    const table = await screen.findByRole('table', { name: /records in term 2/ }, { timeout: 15_000 });
    const row = (await within(table).findByText(/^Remark: .* → Reads widely\.$/)).closest('tr')!;
    expect(within(row).getByText('Mr Daniel Tan')).toBeInTheDocument();
    expect(within(row).getByText('Remarks')).toBeInTheDocument();
    expect(within(row).getByText(new RegExp(pupil.student.fullName))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const csv = (await blobs[0]!.text()).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toBe('When,Who,Section,Record,Change');
    expect(csv).toMatch(/Remark: [^\n]* → Reads widely\./);

    await user.selectOptions(screen.getByLabelText('Section'), 'Conduct');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(screen.queryByText(/→ Reads widely\.$/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText(/^Remark: .* → Reads widely\.$/)).toBeInTheDocument();
  });

  it('refuses an end date before the start date in the form, with the schema’s words', async () => {
    const { user, router } = await renderApp({ user: 'homeroom', url: `/classrooms/${CLASS}/3/history` });
    await screen.findByRole('table', { name: /records in term 3/ }, { timeout: 15_000 });
    await user.type(screen.getByRole('textbox', { name: 'From' }), '10/11/2026');
    await user.type(screen.getByRole('textbox', { name: 'To' }), '01/11/2026');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
    // Refused in the form: the URL's filter, and so the rows, stay as they were.
    expect(router.state.location.search).toBe('');
  });

  it('says so when the term has no change yet', async () => {
    server.use(http.get(`*/api/class-years/${CLASS}/history`, () => HttpResponse.json({ data: [], count: 0, people: [] })));
    await renderApp({ user: 'homeroom', url: `/classrooms/${CLASS}/4/history` });
    await screen.findByRole('table', { name: /records in term 4/ }, { timeout: 15_000 });
    expect(await screen.findByText(/No changes recorded for this term yet\./, {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it("lists the pupil's changes on the pupil page's History tab", async () => {
    const pupil = await saveRemark('Helps others.');
    const { user } = await renderApp({ user: 'homeroom', url: `/classrooms/${CLASS}/${pupil.studentId}` });
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const table = await screen.findByRole('table', { name: `Changes to ${pupil.student.fullName}'s records` });
    expect(await within(table).findByText(/^Remark: .* → Helps others\.$/)).toBeInTheDocument();
  });
});
