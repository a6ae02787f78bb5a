import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { call, getJson, signIn } from '@/mocks/test-client';
import { renderApp } from '../../../../tests/render-app';

const CLASS = 'cy-primary-5-courage';
const YEAR = 'ay-2026';

interface Row {
  studentId: string;
  student: { fullName: string };
  recordId: string;
  version: number;
  text?: string | null;
  frequencies?: (string | null)[];
  heightCm?: number | null;
  weightKg?: number | null;
  promotionOutcome?: string | null;
}

/** The first pupil's row of a grid, read through the API as the class's form teacher. */
async function firstRow(kind: string, token: string, term = 2): Promise<Row> {
  const { body } = await getJson<{ data: Row[] }>(`/class-years/${CLASS}/${kind}?academicYearId=${YEAR}&term=${term}`, token);
  return body.data[0]!;
}

async function save(kind: string, token: string, entry: Record<string, unknown>, term = 2) {
  const response = await call(`/class-years/${CLASS}/${kind}`, { method: 'PUT', token, json: { academicYearId: YEAR, term, entries: [entry] } });
  expect(response.status).toBe(200);
}

/** Opens the row's history from its clock button and waits for its entries. */
async function openRowHistory(user: { click: (element: Element) => Promise<void> }, title: string, entries: number) {
  await user.click(await screen.findByRole('button', { name: `History of ${title}` }, { timeout: 8000 }));
  const dialog = await screen.findByRole('dialog', { name: `History of ${title}` });
  const list = await within(dialog).findByRole('list', { name: 'Changes, newest first' });
  return waitFor(() => {
    const found = within(list).getAllByRole('listitem').filter((item) => item.classList.contains('record-history-entry'));
    expect(found).toHaveLength(entries);
    return found;
  });
}

describe('a form-class row’s history', () => {
  it('opens the remark’s changes from the pupil’s row, without the conduct saved in the same term', async () => {
    const token = await signIn('homeroom');
    const remark = await firstRow('remarks', token);
    await save('remarks', token, { studentId: remark.studentId, text: 'Reads widely and shares books.', version: remark.version });
    const conduct = await firstRow('conduct', token);
    const frequencies = conduct.frequencies!.map((value) => (value === 'A' ? 'M' : 'A'));
    await save('conduct', token, { studentId: conduct.studentId, frequencies, version: conduct.version });

    const { user } = await renderApp({ user: 'homeroom', url: `/remark/${CLASS}/${YEAR}?term=2` });
    const name = remark.student.fullName;
    const table = await screen.findByRole('table', { name: 'Remarks of Primary 5 Courage, term 2' }, { timeout: 8000 });
    const row = within(table).getByRole('textbox', { name: `Remark for ${name}` }).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: `History of Remarks · ${name} · term 2` })).toBeInTheDocument();

    const [entry] = await openRowHistory(user, `Remarks · ${name} · term 2`, 1);
    expect(entry).toHaveTextContent('Mr Daniel Tan');
    expect(entry).toHaveTextContent(`Remark: ${remark.text ?? 'blank'} → Reads widely and shares books.`);
    expect(entry).not.toHaveTextContent('Conduct');
  });

  it('keeps Enter and the arrow keys moving between remarks with the buttons in the rows', async () => {
    const { user } = await renderApp({ user: 'homeroom', url: `/remark/${CLASS}/${YEAR}?term=2` });
    const table = await screen.findByRole('table', { name: 'Remarks of Primary 5 Courage, term 2' }, { timeout: 8000 });
    const editors = within(table).getAllByRole('textbox');
    await user.click(editors[0]!);
    await user.keyboard('{ArrowDown}');
    expect(editors[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(editors[2]).toHaveFocus();
    // Shift+Tab reaches the pupil's history button, in the row header before the remark.
    await user.tab({ shift: true });
    expect(document.activeElement).toHaveAccessibleName(/^History of Remarks · .+ · term 2$/);
  });

  it('opens a pupil’s height and weight changes of the term from their row', async () => {
    const token = await signIn('homeroom');
    const before = await firstRow('height-and-weight', token, 3);
    await save('height-and-weight', token, { studentId: before.studentId, heightCm: 141.5, weightKg: 36, version: before.version }, 3);

    const { user } = await renderApp({ user: 'homeroom', url: `/height-and-weight/${CLASS}/${YEAR}?term=3` });
    const [entry] = await openRowHistory(user, `Height and weight · ${before.student.fullName} · term 3`, 1);
    expect(entry).toHaveTextContent('Mr Daniel Tan');
    expect(entry).toHaveTextContent(`Height (cm): ${before.heightCm ?? 'blank'} → 141.5`);
    expect(entry).toHaveTextContent(`Weight (kg): ${before.weightKg ?? 'blank'} → 36`);
  });

  it('opens a pupil’s promotion changes of the year from their row', async () => {
    const token = await signIn('homeroom');
    const before = await firstRow('streaming-and-promotion', token);
    const outcome = before.promotionOutcome === 'Retained' ? 'Promoted' : 'Retained';
    const entry = { studentId: before.studentId, promotionOutcome: outcome, nextStreamId: null, retainReason: outcome === 'Retained' ? 'Long illness.' : null };
    const response = await call(`/class-years/${CLASS}/streaming-and-promotion`, {
      method: 'PUT',
      token,
      json: { academicYearId: YEAR, entries: [{ ...entry, version: before.version }] },
    });
    expect(response.status).toBe(200);

    const { user } = await renderApp({ user: 'homeroom', url: `/streaming-and-promotion/${CLASS}/${YEAR}?term=2` });
    const [change] = await openRowHistory(user, `Promotion and streaming · ${before.student.fullName}`, 1);
    expect(change).toHaveTextContent('Mr Daniel Tan');
    expect(change).toHaveTextContent(`Promotion: ${before.promotionOutcome ?? 'blank'} → ${outcome}`);
  });
});
