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
});
