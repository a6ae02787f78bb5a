import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../tests/render-app';

const SLOW = { timeout: 10_000 };

describe('/sows', () => {
  it('lists the teacher’s schemes of work, filtered by subject, level and term in the URL', async () => {
    const { user, router } = await renderApp({ user: 'teacher', url: '/sows' });
    const link = await screen.findByRole('link', { name: 'Mathematics — Primary 4, Term 1' }, SLOW);
    expect(link).toHaveAttribute('href', '/sows/sow-2026-mathematics-primary4-t1');
    expect(screen.getByRole('heading', { level: 1, name: 'Scheme of Works' })).toBeInTheDocument();
    expect(screen.queryByText(/English Language/)).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Level'), 'Primary 5');
    await user.selectOptions(screen.getByLabelText('Term'), 'Term 2');
    await waitFor(
      () =>
        expect(screen.getAllByRole('link', { name: /— Primary/ }).map((row) => row.textContent)).toEqual([
          'Mathematics — Primary 5, Term 2',
        ]),
      SLOW,
    );
    expect(router.state.location.search).toContain('masterLevelId=ml-primary5');
    expect(router.state.location.search).toContain('term=2');
  });
});
