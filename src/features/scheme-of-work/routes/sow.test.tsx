import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { call, signIn } from '@/mocks/test-client';
import { renderApp } from '../../../../tests/render-app';

const SLOW = { timeout: 10_000 };
const URL = '/sows/sow-2026-mathematics-primary4-t1';

describe('/sows/{sowId}', () => {
  it('shows the term’s teaching weeks with dates, the holiday inside a week and links to lessons', async () => {
    await renderApp({ user: 'teacher', url: URL });
    const week1 = await screen.findByTestId('week-1', {}, SLOW);
    expect(week1).toHaveTextContent('13 Jul 2026 – 17 Jul 2026');
    const nationalDay = screen.getByTestId('week-5');
    expect(nationalDay).toHaveTextContent('11 Aug 2026 – 14 Aug 2026');
    expect(nationalDay).toHaveTextContent('4 teaching days · National Day (observed)');
    const lesson = within(week1).getAllByRole('link')[0];
    expect(lesson?.getAttribute('href')).toMatch(/^\/resources\/sy-primary-4-[^/]+-mathematics\/ch-[^/]+\/lessons\//);
    expect(screen.getAllByRole('row')).toHaveLength(11);
  });

  it('shows a week of holidays inside the term as a labelled row between the weeks it separates, with no number', async () => {
    await renderApp({ user: 'teacher', url: '/sows/sow-2026-mathematics-primary4-t3' });
    const breakRow = await screen.findByTestId('holiday-week-2027-02-08', {}, SLOW);
    expect(breakRow).toHaveTextContent('Holiday week');
    expect(breakRow).toHaveTextContent('8 Feb 2027 – 12 Feb 2027');
    expect(breakRow).toHaveTextContent('Chinese New Year (observed), Chinese New Year, Mid-term break — no teaching week');
    expect(within(breakRow).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByTestId('week-5')).toHaveTextContent('1 Feb 2027 – 5 Feb 2027');
    expect(screen.getByTestId('week-6')).toHaveTextContent('15 Feb 2027 – 19 Feb 2027');
    const rows = screen.getAllByRole('row');
    expect(rows.indexOf(breakRow)).toBe(rows.indexOf(screen.getByTestId('week-5')) + 1);
    expect(rows.indexOf(screen.getByTestId('week-6'))).toBe(rows.indexOf(breakRow) + 1);
    expect(screen.queryByTestId('week-11')).not.toBeInTheDocument();
    expect(screen.getByText(/10 teaching weeks \(1 holiday week skipped\), 4 Jan 2027 to 19 Mar 2027/)).toBeInTheDocument();
  });

  it('edits a week: the form’s own check names the field, and the saved plan shows in the table', async () => {
    const { user } = await renderApp({ user: 'teacher', url: URL });
    await user.click(await screen.findByRole('button', { name: 'Edit week 2' }, SLOW));
    const topics = screen.getByLabelText('Topics (one per line)');
    await user.clear(topics);
    await user.click(screen.getByRole('button', { name: 'Save week' }));
    expect(await screen.findByText('Give the week at least one topic.')).toBeInTheDocument();
    await user.type(topics, 'Number bonds to 100');
    await user.click(screen.getByRole('button', { name: 'Save week' }));
    await waitFor(() => expect(screen.getByTestId('week-2')).toHaveTextContent('Number bonds to 100'), SLOW);
    expect(screen.queryByLabelText('Topics (one per line)')).not.toBeInTheDocument();
  });

  it('keeps what was typed as a draft and restores it when the week is opened again', async () => {
    const first = await renderApp({ user: 'teacher', url: URL });
    await first.user.click(await screen.findByRole('button', { name: 'Edit week 3' }, SLOW));
    await first.user.type(screen.getByLabelText('Objectives (one per line)'), '\nCount in hundreds.');
    await waitFor(() =>
      expect(Object.keys(window.localStorage).some((key) => key.startsWith('sow-week-draft:v1:'))).toBe(true),
    );
    first.unmount();

    const again = await renderApp({ user: 'teacher', url: URL });
    expect(await screen.findByText('Unsaved draft', {}, SLOW)).toBeInTheDocument();
    await again.user.click(screen.getByRole('button', { name: 'Edit week 3' }));
    expect(screen.getByText('Your unsaved draft of this week is restored.')).toBeInTheDocument();
    expect((screen.getByLabelText('Objectives (one per line)') as HTMLTextAreaElement).value).toContain(
      'Count in hundreds.',
    );
  });

  it('keeps the last keystrokes as a draft when the page is left before typing pauses', async () => {
    const first = await renderApp({ user: 'teacher', url: URL });
    await first.user.click(await screen.findByRole('button', { name: 'Edit week 3' }, SLOW));
    await first.user.type(screen.getByLabelText('Topics (one per line)'), '\nLast words');
    first.unmount();
    const key = Object.keys(window.localStorage).find((stored) => stored.startsWith('sow-week-draft:v1:'));
    expect(window.localStorage.getItem(key ?? '')).toContain('Last words');
  });

  it('keeps what was typed on a 409 and saves it over the newer version once reloaded', async () => {
    const { user } = await renderApp({ user: 'teacher', url: URL });
    await user.click(await screen.findByRole('button', { name: 'Edit week 4' }, SLOW));
    const topics = screen.getByLabelText('Topics (one per line)');
    await user.clear(topics);
    await user.type(topics, 'Mine after all');
    const sow = db.schemesOfWork.get('sow-2026-mathematics-primary4-t1');
    db.schemesOfWork.update('sow-2026-mathematics-primary4-t1', { version: (sow?.version ?? 1) + 1 });
    await user.click(screen.getByRole('button', { name: 'Save week' }));
    expect(
      await screen.findByText(
        /Someone else saved this scheme of work since you opened it\. Reload to see their changes; what you typed is kept\./,
      ),
    ).toBeInTheDocument();
    expect(topics).toHaveValue('Mine after all');
    await user.click(screen.getByRole('button', { name: 'Reload and keep my changes' }));
    await user.click(screen.getByRole('button', { name: 'Save week' }));
    await waitFor(() => expect(screen.getByTestId('week-4')).toHaveTextContent('Mine after all'), SLOW);
  });

  it('shows the plan read-only to an account without update permission', async () => {
    await renderApp({ user: 'newcomer', url: '/sows/sow-2026-science-primary1-t1' });
    expect(await screen.findByTestId('week-1', {}, SLOW)).toHaveTextContent('Living and non-living things');
    expect(screen.queryByRole('button', { name: /Edit week/ })).not.toBeInTheDocument();
  });

  it('opens a week’s history from its row: who changed the topics, from what to what', async () => {
    const sow = db.schemesOfWork.get('sow-2026-mathematics-primary4-t1')!;
    const before = sow.weeks.find((entry) => entry.week === 2)?.topics ?? [];
    const body = { version: sow.version, topics: ['Number bonds to 1000'], objectives: [], lessonIds: [] };
    const saved = await call(`/schemes-of-work/${sow.id}/weeks/2`, { method: 'PUT', token: await signIn('teacher'), json: body });
    expect(saved.status).toBe(200);

    const { user } = await renderApp({ user: 'principal', url: URL });
    await user.click(await screen.findByRole('button', { name: `History of ${sow.title} · week 2` }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: `History of ${sow.title} · week 2` });
    const entry = (await within(dialog).findAllByRole('listitem')).find((item) => item.classList.contains('record-history-entry'));
    expect(entry).toHaveTextContent('Ms Priya Nair');
    expect(entry).toHaveTextContent(`Topics: ${before.join(', ') || 'blank'} → Number bonds to 1000`);
  });
});
