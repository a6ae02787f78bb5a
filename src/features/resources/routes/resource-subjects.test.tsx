import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../tests/render-app';

const SLOW = { timeout: 8000 };

describe('/resources', () => {
  it('lists the teacher’s subjects under their level headings with counts and review badges', async () => {
    const { user } = await renderApp({ user: 'teacher', url: '/resources' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Subjects' }, SLOW)).toBeInTheDocument();
    const levels = await screen.findAllByRole('heading', { level: 2 }, SLOW);
    expect(levels.length).toBeGreaterThan(0);
    const firstLevel = levels[0]!.closest('section')!;
    const card = within(firstLevel).getAllByRole('listitem')[0]!;
    expect(within(card).getByText('Chapters')).toBeInTheDocument();
    expect(within(card).getByText('Lessons')).toBeInTheDocument();
    expect(within(card).getByLabelText('Review status')).toHaveTextContent(/Final|On review|Approved|Created|Needs revision|New revision/);
    expect(screen.getByRole('link', { name: 'Assign students' })).toHaveAttribute('href', '/resources/assign');

    await user.type(screen.getByLabelText('Search subjects'), 'zzzz');
    expect(await screen.findByText('No subject matches your search.', {}, SLOW)).toBeInTheDocument();
  });

  it('offers "Assign students" only to users who may update lesson content', async () => {
    await renderApp({ user: 'newcomer', url: '/resources' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Subjects' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading subjects…')).not.toBeInTheDocument(), SLOW);
    expect(screen.queryByRole('link', { name: 'Assign students' })).not.toBeInTheDocument();
  });

  it('shows a reviewer the subjects with resources first and the empty ones behind one disclosure (issue 21 §7)', async () => {
    const { user } = await renderApp({ user: 'homeroom', url: '/resources' });
    const disclose = await screen.findByRole('button', { name: /^Show \d+ subjects without resources$/ }, SLOW);
    expect(disclose).toHaveAttribute('aria-expanded', 'false');
    const shown = screen.getAllByRole('link', { name: /.+/ }).filter((link) => link.closest('.resource-subject-card'));
    expect(shown.length).toBeGreaterThan(0);
    for (const link of shown) expect(within(link.closest('li')!).getByLabelText('Review status')).not.toHaveTextContent('No lessons yet');
    const hidden = Number(/\d+/.exec(disclose.textContent ?? '')![0]);
    await user.click(disclose);
    expect(disclose).toHaveAttribute('aria-expanded', 'true');
    expect(disclose).toHaveTextContent(/^Hide \d+ subjects without resources$/);
    const cards = document.querySelectorAll('.resource-subject-card');
    expect(cards).toHaveLength(shown.length + hidden);
  });

  it('lists a reviewer’s “Waiting for my review” at ?inbox=review, each item opening its page, counted on the filter (issue 21 §7)', async () => {
    await renderApp({ user: 'homeroom', url: '/resources?inbox=review' });
    const filter = await screen.findByRole('navigation', { name: 'Show' }, SLOW);
    const current = within(filter).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent(/^Waiting for my review/);
    expect(within(filter).queryByRole('link', { name: /Sent back to me/ })).not.toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Lessons and assignments' }, SLOW);
    const items = within(list).getAllByRole('listitem');
    await waitFor(() => expect(current).toHaveTextContent(`Waiting for my review${items.length}`));
    for (const item of items) {
      expect(within(item).getByText('On review')).toBeInTheDocument();
      expect(within(item).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/resources\/[^/]+\/[^/]+\/(lessons|assignments)\/[^/]+$/));
    }
  });

  it('shows a setter what was sent back to her with the reviewer’s comment in the row (issue 21 §7)', async () => {
    await renderApp({ user: 'teacher', url: '/resources?inbox=sent-back' });
    const list = await screen.findByRole('list', { name: 'Lessons and assignments' }, SLOW);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Needs revision')).toBeInTheDocument();
    expect(within(first).getByText(/Please add a worked example before the first question/)).toBeInTheDocument();
    expect(within(first).getByText(/^Commented by .+, /)).toBeInTheDocument();
    const filter = screen.getByRole('navigation', { name: 'Show' });
    expect(within(filter).queryByRole('link', { name: /Waiting for my review/ })).not.toBeInTheDocument();
  });
});

