import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp, waitForPath } from '../../../../tests/render-app';
import { ASSIGNMENT_ID, gradingBackend } from '../../../../tests/assignments/grading-fixtures';

describe('assignment details', () => {
  it('shows the settings and one row per student with the state in spec §3 words, a Late flag in text and the score', async () => {
    server.use(...gradingBackend().handlers);
    await renderApp({ user: 'teacher', url: `/assignments/${ASSIGNMENT_ID}` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Fractions check' })).toBeInTheDocument();
    const settings = screen.getByRole('region', { name: 'Assignment settings' });
    expect(within(settings).getByText('Random')).toBeInTheDocument();
    expect(within(settings).getByText('Hide Until Past Deadline')).toBeInTheDocument();
    expect(within(settings).getByText('P5 Ruby')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Students' });
    const ang = within(table).getByRole('row', { name: /Ang Mei Ling/ });
    expect(within(ang).getByText('Submitted')).toBeInTheDocument();
    expect(within(ang).getByText('Late')).toBeInTheDocument();
    const bala = within(table).getByRole('row', { name: /Balakrishnan Ravi/ });
    expect(within(bala).getByText('Graded')).toBeInTheDocument();
    expect(within(bala).getByText('6 / 7')).toBeInTheDocument();
    expect(within(bala).queryByText('Late')).not.toBeInTheDocument();
    const chen = within(table).getByRole('row', { name: /Chen Jia Hui/ });
    expect(within(chen).getByText("Haven't submitted")).toBeInTheDocument();
    expect(screen.queryByText(/missing/i)).not.toBeInTheDocument();
  });

  it("filters by state in the URL and opens a student's grading page from the row", async () => {
    server.use(...gradingBackend().handlers);
    const { user, router } = await renderApp({ user: 'teacher', url: `/assignments/${ASSIGNMENT_ID}` });

    await screen.findByRole('table', { name: 'Students' });
    await user.selectOptions(screen.getByLabelText('State'), 'Graded');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ang Mei Ling' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Balakrishnan Ravi' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('state=Graded');

    await user.click(screen.getByRole('link', { name: 'Balakrishnan Ravi' }));
    await waitForPath(router, `/assignments/${ASSIGNMENT_ID}/sa-bal`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Balakrishnan Ravi' })).toBeInTheDocument();
  });

  it('says so when the assignment cannot be loaded', async () => {
    server.use(...gradingBackend().handlers);
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('*/api/assignments/:assignmentId', () => HttpResponse.json({ message: 'Assignment not found.' }, { status: 404 })));
    await renderApp({ user: 'teacher', url: `/assignments/${ASSIGNMENT_ID}` });
    expect(await screen.findByText('Assignment not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
