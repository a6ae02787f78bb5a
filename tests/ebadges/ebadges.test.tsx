import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp } from '../render-app';

const SLOW = { timeout: 5000 };
const CLASS = 'cy-primary-5-courage';
const URL = `/ebadges/${CLASS}/ay-2026`;
const sortedStudents = () =>
  db.students.filter((student) => student.classYearId === CLASS).sort((a, b) => a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base', numeric: true }));

describe('/ebadges', () => {
  it('lists the user classes of the year, each opening its e-badge page', async () => {
    const { user, router } = await renderApp({ user: 'homeroom', url: '/ebadges' });
    const classes = await screen.findByRole('table', { name: 'Classes' }, SLOW);
    await waitFor(() => expect(within(classes).getAllByRole('link').map((link) => link.textContent)).toEqual(['Primary 4 Courage', 'Primary 5 Courage']), SLOW);
    await user.click(within(classes).getByRole('link', { name: 'Primary 5 Courage' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(URL), SLOW);
    expect(await screen.findByRole('heading', { level: 1, name: 'E-badges: Primary 5 Courage' }, SLOW)).toBeInTheDocument();
  });
});

describe('/ebadges/:classYearId/:academicYearId', () => {
  it('awards a badge to the selected students after confirmation, once, and shows it earned', async () => {
    const { user } = await renderApp({ user: 'homeroom', url: URL });
    const [first, second] = sortedStudents();
    const students = await screen.findByRole('table', { name: 'Students' }, SLOW);
    await user.click(await within(students).findByRole('checkbox', { name: `Select ${first!.fullName}` }, SLOW));
    await user.click(within(students).getByRole('checkbox', { name: `Select ${second!.fullName}` }));
    const award = screen.getByRole('button', { name: 'Award to 2 students' });
    expect(award).toBeDisabled();
    expect(screen.getByText('Choose an e-badge.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('E-badge'), await screen.findByRole('option', { name: 'Star Reader (Blue)' }, SLOW));
    await user.type(screen.getByLabelText('Note (optional)'), 'Book week');
    await user.click(award);
    const dialog = await screen.findByRole('dialog', { name: 'Award e-badge' });
    expect(within(dialog).getByText(/to 2 students\?/)).toBeInTheDocument();
    const before = db.ebadgeAwards.size;
    await user.dblClick(within(dialog).getByRole('button', { name: 'Award' }));
    expect(await screen.findByText('Star Reader awarded to 2 students.', {}, SLOW)).toBeInTheDocument();
    expect(db.ebadgeAwards.size).toBe(before + 2);
    const firstRow = within(students).getByRole('checkbox', { name: `Select ${first!.fullName}` }).closest('tr')!;
    await waitFor(() => expect(within(firstRow).getByText('Star Reader')).toBeInTheDocument(), SLOW);
    expect(within(firstRow).getByText('(Blue)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Award to 0 students' })).toBeDisabled();
    const history = screen.getByRole('table', { name: 'Awarded e-badges' });
    await waitFor(() => expect(within(history).getAllByText('Book week')).toHaveLength(2), SLOW);
  });

  it('keeps the selection and the note when awarding fails, and shows the server message', async () => {
    server.use(http.post('*/api/class-years/:id/ebadge-awards', () => HttpResponse.json({ message: 'Awards are closed for the term' }, { status: 500 })));
    const { user } = await renderApp({ user: 'homeroom', url: URL });
    const [first] = sortedStudents();
    const students = await screen.findByRole('table', { name: 'Students' }, SLOW);
    await user.click(await within(students).findByRole('checkbox', { name: `Select ${first!.fullName}` }, SLOW));
    await user.selectOptions(screen.getByLabelText('E-badge'), await screen.findByRole('option', { name: 'Courage (Red)' }, SLOW));
    await user.type(screen.getByLabelText('Note (optional)'), 'Spoke up');
    await user.click(screen.getByRole('button', { name: 'Award to 1 student' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Award' }));
    expect(await screen.findByText('Awards are closed for the term', {}, SLOW)).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Note (optional)')).toHaveValue('Spoke up');
    expect(within(students).getByRole('checkbox', { name: `Select ${first!.fullName}` })).toBeChecked();
  });

  it('shows the colour legend with every colour named', async () => {
    await renderApp({ user: 'homeroom', url: URL });
    const legend = await screen.findByRole('list', { name: 'Badge colours' }, SLOW);
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Green', 'Red', 'Yellow', 'Blue']);
  });

  it('tells a user without update on Class why they cannot award', async () => {
    await renderApp({ user: 'newcomer', url: '/ebadges/cy-primary-1-resilience/ay-2026' });
    expect(await screen.findByText('You need update permission on classes to award e-badges.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Award to/ })).toBeDisabled();
  });

  it('shows the error with Retry when the class cannot be loaded', async () => {
    server.use(http.get('*/api/class-years/:id', () => HttpResponse.json({ message: 'Class service down' }, { status: 503 })));
    await renderApp({ user: 'homeroom', url: URL });
    expect(await screen.findByText('Class service down', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
