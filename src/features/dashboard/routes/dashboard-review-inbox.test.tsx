import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, waitForPath, type DemoUsername } from '../../../../tests/render-app';

const SLOW = { timeout: 10_000 };

/** Which inbox each demo account can act on (one content role each: setter, vetter, expert, none). */
const INBOXES: Record<DemoUsername, string | null> = {
  teacher: 'Sent back to me',
  homeroom: 'Waiting for my review',
  principal: 'Waiting for my review',
  newcomer: null,
};
const OTHER = { 'Sent back to me': 'Waiting for my review', 'Waiting for my review': 'Sent back to me' } as const;

describe('the dashboard’s review inbox (issue 21 §7)', () => {
  it.each(Object.entries(INBOXES) as [DemoUsername, keyof typeof OTHER | null][])(
    'shows %s only the inbox they can act on, counting what its Resources filter lists',
    async (account, title) => {
      const { user, router } = await renderApp({ user: account, url: '/dashboard' });
      await screen.findByRole('region', { name: 'At a glance' }, SLOW);
      if (title === null) {
        await waitFor(() => expect(screen.queryByText('Loading the dashboard…')).not.toBeInTheDocument(), SLOW);
        expect(screen.queryByRole('region', { name: /Waiting for my review|Sent back to me/ })).not.toBeInTheDocument();
        return;
      }
      const panel = await screen.findByRole('region', { name: new RegExp(`^${title}`) }, SLOW);
      expect(screen.queryByRole('region', { name: new RegExp(`^${OTHER[title]}`) })).not.toBeInTheDocument();
      const count = Number(within(panel).getByRole('heading', { level: 2 }).textContent?.replace(title, '') || '0');
      expect(count).toBeGreaterThan(0);
      if (title === 'Sent back to me') expect(within(panel).getAllByText(/Please add a worked example/).length).toBeGreaterThan(0);

      await user.click(within(panel).getByRole('link', { name: /in Resources$/ }));
      await waitForPath(router, '/resources');
      expect(router.state.location.search).toMatch(/^\?inbox=(review|sent-back)$/);
      const list = await screen.findByRole('list', { name: 'Lessons and assignments' }, SLOW);
      expect(within(list).getAllByRole('listitem')).toHaveLength(count);
    },
  );
});
