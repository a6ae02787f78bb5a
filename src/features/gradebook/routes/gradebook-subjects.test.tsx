import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp, waitForPath } from '../../../../tests/render-app';

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Subjects' }))
    .getAllByRole('row')
    .slice(1);

describe('gradebook subjects list', () => {
  it('lists the subject years a teacher teaches this year and opens one', async () => {
    const { user, router } = await renderApp({ user: 'teacher', url: '/gradebook' });
    expect(
      await screen.findByRole('link', { name: 'Mathematics – Primary 4 Courage' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Gradebook' })).toBeInTheDocument();
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'Mathematics – Primary 4 Courage',
      'Mathematics – Primary 5 Courage',
      'Mathematics – Primary 6 Integrity',
    ]);
    expect(within(bodyRows()[0]).getByText('Primary 4 Courage')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Mathematics – Primary 4 Courage' }));
    await waitForPath(router, '/gradebook/sy-primary-4-courage-mathematics');
    expect(
      await screen.findByRole('table', { name: /^Marks of Mathematics – Primary 4 Courage, term [1-4]$/ }),
    ).toBeInTheDocument();
  });

  it('searches by name through the URL', async () => {
    const { user, router } = await renderApp({ user: 'principal', url: '/gradebook' });
    await screen.findAllByRole('link', { name: / – / }, { timeout: 8000 });
    await user.type(screen.getByLabelText('Search subjects'), 'Primary 5 Courage');
    await waitFor(() => expect(router.state.location.search).toContain('name=Primary+5+Courage'), { timeout: 5000 });
    await waitFor(() => expect(bodyRows().every((row) => row.textContent?.includes('Primary 5 Courage'))).toBe(true), {
      timeout: 5000,
    });
    await user.clear(screen.getByLabelText('Search subjects'));
    await user.type(screen.getByLabelText('Search subjects'), 'no such subject');
    expect(await screen.findByText('No subject matches your search.', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('shows the error with Retry when the list fails', async () => {
    server.use(
      http.get('*/api/subject-years', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })),
    );
    await renderApp({ user: 'teacher', url: '/gradebook' });
    expect((await screen.findAllByText('Database unavailable')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('keeps the newcomer (no view on student reports) out', async () => {
    const { router } = await renderApp({ user: 'newcomer', url: '/gradebook' });
    await waitForPath(router, '/not-authorized');
  });
});
