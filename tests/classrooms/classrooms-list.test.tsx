import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp } from '../render-app';

const SLOW = { timeout: 5000 };
const table = () => screen.findByRole('table', { name: 'Classes' }, SLOW);
const classNames = (element: HTMLElement) => within(element).getAllByRole('link').map((link) => link.textContent);

describe('/classrooms', () => {
  it('shows a teacher the classes they teach, sorted by level, with homeroom teacher and students', async () => {
    await renderApp({ user: 'teacher', url: '/classrooms' });
    const classes = await table();
    await waitFor(() => expect(classNames(classes)).toEqual(['Primary 4 Courage', 'Primary 5 Courage', 'Primary 6 Integrity']), SLOW);
    const row = within(classes).getByRole('link', { name: 'Primary 4 Courage' }).closest('tr')!;
    expect(within(row).getByText('Mdm Siti Rahmah')).toBeInTheDocument();
    expect(within(row).getByText('2026/2027')).toBeInTheDocument();
    expect(within(row).getByText('Orchard Campus')).toBeInTheDocument();
  });

  it('shows the principal every class of the campus, filtered by level and searched by name through the URL', async () => {
    // The Orchard principal: the 18 classes of Orchard Campus, not Tampines' 18 (issue 19, scope 4).
    const { user, router } = await renderApp({ user: 'principal', url: '/classrooms' });
    const classes = await table();
    await waitFor(() => expect(screen.getByText(/of 18/)).toBeInTheDocument(), SLOW);
    await user.selectOptions(await screen.findByLabelText('Level'), await screen.findByRole('option', { name: 'Primary 4' }));
    await waitFor(() => expect(classNames(classes)).toEqual(['Primary 4 Courage', 'Primary 4 Integrity']), SLOW);
    expect(router.state.location.search).toContain('masterLevelId=ml-primary4');
    await user.type(screen.getByLabelText('Search by name'), 'integ');
    await waitFor(() => expect(classNames(classes)).toEqual(['Primary 4 Integrity']), SLOW);
    expect(router.state.location.search).toContain('name=integ');
  });

  it('offers every year, and says so when a year has no classes', async () => {
    const { user } = await renderApp({ user: 'principal', url: '/classrooms' });
    await table();
    await user.selectOptions(screen.getByLabelText('Academic year'), await screen.findByRole('option', { name: '2025/2026' }));
    expect(await screen.findByText('No classes match these filters.', {}, SLOW)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Academic year'), 'All years');
    await waitFor(() => expect(screen.getByText(/of 18/)).toBeInTheDocument(), SLOW);
  });

  it('opens a class from the list', async () => {
    const { user, router } = await renderApp({ user: 'homeroom', url: '/classrooms' });
    await user.click(await screen.findByRole('link', { name: 'Primary 5 Courage' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/classrooms/cy-primary-5-courage'), SLOW);
    expect(await screen.findByRole('heading', { level: 1, name: 'Primary 5 Courage' })).toBeInTheDocument();
  });

  it('shows the server message with Retry when the list fails', async () => {
    server.use(http.get('*/api/class-years', () => HttpResponse.json({ message: 'Class list is being rebuilt' }, { status: 500 })));
    await renderApp({ user: 'teacher', url: '/classrooms' });
    expect(await screen.findByText('Class list is being rebuilt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
