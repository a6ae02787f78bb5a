import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { lockedMessage } from '@/domain/report-season/responses';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';
import { classSeasons } from '../../../../tests/report-season/season-fixtures';

const CLASS = 'cy-primary-5-courage';
const YEAR = 'ay-2026';

async function openGridWithSignedOff(terms: number[]) {
  const message = lockedMessage('Primary 5 Courage', 4, { name: 'Mdm Principal', date: '20 Nov 2026' });
  const read = { seasons: false };
  server.use(
    http.get('*/api/class-years/:classYearId/report-season', () => {
      read.seasons = true;
      return HttpResponse.json(classSeasons(CLASS, terms, message));
    }),
  );
  await renderApp({ user: 'homeroom', url: `/streaming-and-promotion/${CLASS}/${YEAR}?term=2` });
  const table = await screen.findByRole('table', { name: 'Promotion outcomes of Primary 5 Courage, 2026/2027' }, { timeout: 8000 });
  return { table, message, read };
}

describe('streaming and promotion of a signed-off year', () => {
  it("locks with term 4's sign-off, the end of the year, whatever term the page shows", async () => {
    const { table, message } = await openGridWithSignedOff([4]);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('combobox')[0]).toBeDisabled());
    for (const select of within(table).getAllByRole('combobox')) expect(select).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save outcomes' })).toBeDisabled();
  });

  it('stays open while only earlier terms are signed off', async () => {
    const { table, read } = await openGridWithSignedOff([1, 2, 3]);
    await waitFor(() => expect(read.seasons).toBe(true));
    expect(within(table).getAllByRole('combobox')[0]).toBeEnabled();
    expect(screen.queryByText(/were signed off by/)).not.toBeInTheDocument();
  });
});
