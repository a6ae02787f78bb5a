import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { IssuedAssignment } from '@/features/assignments/api/grading-schemas';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';

const SLOW = { timeout: 5000 };
const P4 = { id: 'cy-primary-4-courage', name: 'Primary 4 Courage' };
const P5 = { id: 'cy-primary-5-courage', name: 'Primary 5 Courage' };

function row(id: string, title: string, extra: Partial<IssuedAssignment>): IssuedAssignment {
  return {
    id, title, sourceType: 'assignment', sourceId: `ra-${id}`, assignmentType: 'Quiz', classYear: P4,
    subject: { id: 'sub-math', name: 'Mathematics' }, startDate: '2026-11-16', dueDate: '2026-11-20',
    studentsCount: 30, submittedCount: 12, gradedCount: 5, issuedBy: { id: 'u-teacher', name: 'Mr Lim' }, createdAt: '2026-11-16T01:00:00.000Z',
    ...extra,
  };
}

const ROWS = [
  row('a1', 'Fractions quiz', {}),
  row('a2', 'Decimals homework', { assignmentType: 'Homework', dueDate: '2026-11-27', classYear: P5 }),
  row('a3', 'Adding fractions', { sourceType: 'lesson', assignmentType: null, classYear: null, dueDate: '2026-11-25' }),
];

/** A small server: filters by equality and title, sorts by the three fields the contract names. */
function stubAssignments() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/assignments', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const title = query.get('title')?.toLowerCase();
      let data = ROWS.filter(
        (item) =>
          (!query.get('assignmentType') || item.assignmentType === query.get('assignmentType')) &&
          (!query.get('classYearId') || item.classYear?.id === query.get('classYearId')) &&
          (!title || item.title.toLowerCase().includes(title)),
      );
      const sortBy = query.get('sortBy') ?? '';
      const field = (['dueDate', 'startDate', 'title'] as const).find((name) => name === sortBy.replace(/^-/, ''));
      if (field) data = [...data].sort((a, b) => a[field].localeCompare(b[field]) * (sortBy.startsWith('-') ? -1 : 1));
      return HttpResponse.json({ data, count: data.length });
    }),
  );
  return queries;
}

const titles = (table: HTMLElement) =>
  within(table).getAllByRole('row').slice(1).map((tableRow) => within(tableRow).getAllByRole('cell')[0]?.textContent);

describe('/assignments', () => {
  it('lists the work set to the teacher’s classes, latest due date first, with counts', async () => {
    const queries = stubAssignments();
    await renderApp({ user: 'teacher', url: '/assignments' });
    const table = await screen.findByRole('table', { name: 'Assignments' }, SLOW);
    await waitFor(() => expect(titles(table)).toEqual(['Decimals homework', 'Adding fractions', 'Fractions quiz']), SLOW);
    expect(queries.at(-1)?.get('sortBy')).toBe('-dueDate');
    const lesson = within(table).getByText('Adding fractions').closest('tr')!;
    expect(within(lesson).getByText('Lesson')).toBeInTheDocument();
    expect(within(lesson).getByText('Selected students')).toBeInTheDocument();
    expect(within(lesson).getByText('25 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assign work' })).toHaveAttribute('href', '/resources/assign');
  });

  it('keeps type and title filters in the URL and sends them to the server', async () => {
    const queries = stubAssignments();
    const { user, router } = await renderApp({ user: 'teacher', url: '/assignments' });
    const table = await screen.findByRole('table', { name: 'Assignments' }, SLOW);
    await user.selectOptions(screen.getByLabelText('Type'), 'Quiz');
    await waitFor(() => expect(titles(table)).toEqual(['Fractions quiz']), SLOW);
    expect(router.state.location.search).toContain('assignmentType=Quiz');
    expect(queries.at(-1)?.get('assignmentType')).toBe('Quiz');

    await user.selectOptions(screen.getByLabelText('Type'), '');
    await user.type(screen.getByLabelText('Search by title'), 'fractions');
    await waitFor(() => expect(router.state.location.search).toContain('title=fractions'), SLOW);
    await waitFor(() => expect(titles(table)).toEqual(['Adding fractions', 'Fractions quiz']), SLOW);

  });

  it('sorts on the server by title, both ways, from the column header', async () => {
    stubAssignments();
    const { user, router } = await renderApp({ user: 'teacher', url: '/assignments' });
    const table = await screen.findByRole('table', { name: 'Assignments' }, SLOW);
    await waitFor(() => expect(titles(table)).toEqual(['Decimals homework', 'Adding fractions', 'Fractions quiz']), SLOW);
    await user.click(within(table).getByRole('button', { name: /Title/ }));
    await waitFor(() => expect(titles(table)).toEqual(['Adding fractions', 'Decimals homework', 'Fractions quiz']), SLOW);
    expect(router.state.location.search).toContain('sortBy=title');
    await user.click(within(table).getByRole('button', { name: /Title/ }));
    await waitFor(() => expect(titles(table)).toEqual(['Fractions quiz', 'Decimals homework', 'Adding fractions']), SLOW);
    expect(router.state.location.search).toContain('sortBy=-title');
  });

  it('opens on the filters of a shared link', async () => {
    stubAssignments();
    await renderApp({ user: 'teacher', url: `/assignments?classYearId=${P5.id}&title=dec` });
    const table = await screen.findByRole('table', { name: 'Assignments' }, SLOW);
    await waitFor(() => expect(titles(table)).toEqual(['Decimals homework']), SLOW);
    expect(screen.getByLabelText('Search by title')).toHaveValue('dec');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Class' })).toHaveValue('Primary 5 Courage'), SLOW);
  });

  it('says when nothing matches the filters', async () => {
    stubAssignments();
    await renderApp({ user: 'teacher', url: '/assignments?title=poetry' });
    expect(await screen.findByText('No assignments match these filters.', {}, SLOW)).toBeInTheDocument();
  });

  it('tells a teacher with nothing assigned how it gets there', async () => {
    server.use(http.get('*/api/assignments', () => HttpResponse.json({ data: [], count: 0 })));
    await renderApp({ user: 'teacher', url: '/assignments' });
    expect(await screen.findByText('Nothing has been assigned to your classes yet.', {}, SLOW)).toBeInTheDocument();
  });
});
