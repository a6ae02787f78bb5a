import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DRAFT_WRITE_DELAY_MS } from '@/lib/draft-storage';
import { server } from '@/mocks/node';
import { renderApp, waitForPath } from '../../../../tests/render-app';
import { ASSIGNMENT_ID, gradingBackend, photoOf } from '../../../../tests/assignments/grading-fixtures';

const urlOf = (id: string) => `/assignments/${ASSIGNMENT_ID}/${id}`;

async function openGrading(id = 'sa-ann', canGrade = true) {
  const backend = gradingBackend({ canGrade });
  server.use(...backend.handlers);
  const app = await renderApp({ user: 'teacher', url: urlOf(id) });
  // The first test of the file also loads the lazy screen: a busy machine needs more than the default second.
  await screen.findByRole('form', { name: 'Grading' }, { timeout: 10_000 });
  return { ...app, backend };
}

/** Types a mark and `feedback` on Ang Mei Ling's work after another teacher graded it, and saves (a 409). */
async function saveAfterAnotherGrading(feedback: string) {
  const opened = await openGrading();
  opened.backend.gradeElsewhere('sa-ann');
  await opened.user.type(screen.getByLabelText('Mark for Explain'), '3');
  await opened.user.type(screen.getByLabelText('Feedback to the student'), feedback);
  await opened.user.click(screen.getByRole('button', { name: 'Save grade' }));
  return opened;
}

describe('grading a submission', () => {
  it('shows a teacher who only reads the work its answers and marks, without a control to grade or return it (issue 19, scope 3)', async () => {
    await openGrading('sa-bal', false);
    expect(screen.getByText('You may read this work. Only the teachers of this subject in this class grade it.')).toBeInTheDocument();
    expect(screen.getByText('Balakrishnan Ravi halves by sharing.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save grade' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Return/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mark for Explain')).toBeDisabled();
    expect(screen.getByLabelText('Feedback to the student')).toBeDisabled();
  });

  it("shows the questions in the student's order with the automatic mark filled in and editable", async () => {
    await openGrading();
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.slice(0, 2).map((heading) => heading.textContent)).toEqual(['Question 1: Explain', 'Question 2: Half of ten']);
    expect(screen.getByText('Free Response', { selector: '.grading-question-type' })).toBeInTheDocument();
    // Files only to read, with nothing handed in, are not part of the grading.
    expect(screen.queryByText('Your working')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mark for Half of ten')).toHaveValue('2');
    expect(screen.getByText('Marked automatically: 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('Ang Mei Ling halves by sharing.')).toBeInTheDocument();
    expect(screen.getByText('Late')).toBeInTheDocument();
    expect(screen.getByText('Submitted', { selector: '.badge' })).toBeInTheDocument();
  });

  it('sets the question’s place apart from its own title, so a numbered title is not read as the number (issue 21 §3)', async () => {
    await openGrading();
    const heading = screen.getByRole('heading', { level: 2, name: 'Question 2: Half of ten' });
    const number = within(heading).getByText('Question 2');
    const title = within(heading).getByText('Half of ten');
    expect(number).not.toBe(title);
    expect(number).not.toContainElement(title);
    expect(number).toHaveClass('question-number');
  });

  it('saves marks and feedback and the submission becomes Graded', async () => {
    const { user, backend } = await openGrading();
    await user.type(screen.getByLabelText('Mark for Explain'), '4.5');
    await user.type(screen.getByLabelText('Feedback to the student'), 'Clear explanation.');
    expect(screen.getByText('Total: 6.5 / 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save grade' }));

    expect(await screen.findByText('Graded Ang Mei Ling: 6.5 of 7.')).toBeInTheDocument();
    expect(within(screen.getByRole('complementary', { name: 'Grade' })).getByText('Graded', { selector: '.badge' })).toBeInTheDocument();
    expect(backend.received).toEqual([
      {
        marks: [
          { materialId: 'm-fr', mark: 4.5 },
          { materialId: 'm-mc', mark: 2 },
        ],
        feedback: 'Clear explanation.',
        annotations: [],
        version: 1,
      },
    ]);
  });

  it('refuses a mark above the maximum inline and sends nothing', async () => {
    const { user, backend } = await openGrading();
    await user.type(screen.getByLabelText('Mark for Explain'), '6');
    await user.click(screen.getByRole('button', { name: 'Save grade' }));

    const field = screen.getByLabelText('Mark for Explain');
    expect(await screen.findByText("A mark cannot be above the question's maximum of 5.")).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(backend.received).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '4.25');
    expect(await screen.findByText('A mark can have at most one decimal.')).toBeInTheDocument();
  });

  it("shows the server's 422 at the mark it names and keeps the typed work", async () => {
    const { user } = await openGrading();
    server.use(
      http.put('*/api/student-assignments/:id/grade', () =>
        HttpResponse.json(
          { message: 'Check the marks.', errors: { 'marks.1.mark': "A mark cannot be above the question's maximum of 2." } },
          { status: 422 },
        ),
      ),
    );
    await user.type(screen.getByLabelText('Mark for Explain'), '5');
    await user.click(screen.getByRole('button', { name: 'Save grade' }));

    expect(await screen.findByText("A mark cannot be above the question's maximum of 2.")).toBeInTheDocument();
    expect(screen.getByLabelText('Mark for Half of ten')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mark for Explain')).toHaveValue('5');
  });

  it('keeps the typed marks and feedback on a 409 and saves them over after "Keep mine"', async () => {
    const { user } = await saveAfterAnotherGrading('Show your steps.');

    expect(await screen.findByText('Someone else graded this submission while you were working on it.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mark for Explain')).toHaveValue('3');
    expect(screen.getByLabelText('Feedback to the student')).toHaveValue('Show your steps.');
    await waitFor(() => expect(window.localStorage.getItem(draftKey())).toContain('Show your steps.'));

    await user.click(screen.getByRole('button', { name: 'Keep mine and save again' }));
    await waitFor(() => expect(screen.queryByText(/Someone else graded/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save grade' }));
    expect(await screen.findByText('Graded Ang Mei Ling: 5 of 7.')).toBeInTheDocument();
    expect(window.localStorage.getItem(draftKey())).toBeNull();
  });

  it('on a 409 "Load their grading" shows the other grading and drops the typed work for good', async () => {
    const { user } = await saveAfterAnotherGrading('Mine, to be dropped.');
    await user.click(await screen.findByRole('button', { name: 'Load their grading' }));
    await waitFor(() => expect(screen.queryByText(/Someone else graded/)).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('Feedback to the student')).not.toHaveValue('Mine, to be dropped.'));
    // Past the draft's write delay: a write still scheduled by the dropped form would have landed.
    await new Promise((resolve) => setTimeout(resolve, DRAFT_WRITE_DELAY_MS * 2));
    expect(window.localStorage.getItem(draftKey())).toBeNull();
  });

  it('restores unsaved grading from this browser after the page is left', async () => {
    const first = await openGrading();
    await first.user.type(screen.getByLabelText('Feedback to the student'), 'Half done');
    first.unmount();
    await renderApp({ user: 'teacher', url: urlOf('sa-ann') });

    expect(await screen.findByText('Your unsaved grading of this submission was restored from this browser.')).toBeInTheDocument();
    expect(screen.getByLabelText('Feedback to the student')).toHaveValue('Half done');
  });

  it("fetches the previous and next students' submissions and the photos they attached before J or K is pressed (issue 22)", async () => {
    const requested: string[] = [];
    const record = ({ request }: { request: Request }) => void requested.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    try {
      server.use(...gradingBackend({ photoPerStudent: true }).handlers);
      await renderApp({ user: 'teacher', url: urlOf('sa-bal') });
      await screen.findByRole('form', { name: 'Grading' }, { timeout: 10_000 });
      await waitFor(() =>
        expect(requested).toEqual(
          expect.arrayContaining([
            '/api/student-assignments/sa-ann',
            `/api/files/${photoOf('sa-ann').id}/content`,
            '/api/student-assignments/sa-chen',
          ]),
        ),
      );
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it("leaves the neighbours' prefetch until the main thread is idle, so it does not slow the student being shown (issue 22)", async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const requested: string[] = [];
    const record = ({ request }: { request: Request }) => void requested.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    try {
      server.use(...gradingBackend().handlers);
      const { unmount } = await renderApp({ user: 'teacher', url: urlOf('sa-bal') });
      await screen.findByRole('form', { name: 'Grading' }, { timeout: 10_000 });
      expect(requested).not.toContain('/api/student-assignments/sa-ann');
      expect(idle.length).toBeGreaterThan(0);

      for (const callback of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
      await waitFor(() => expect(requested).toEqual(expect.arrayContaining(['/api/student-assignments/sa-ann', '/api/student-assignments/sa-chen'])));
      unmount();
    } finally {
      server.events.removeListener('request:start', record);
      vi.unstubAllGlobals();
    }
  });

  it('moves to the next and previous student with the buttons and J/K', async () => {
    const { user, router } = await openGrading('sa-bal');
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next student' }));
    await waitForPath(router, urlOf('sa-chen'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chen Jia Hui' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next student' })).toBeDisabled();

    await user.keyboard('k');
    await waitForPath(router, urlOf('sa-bal'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Balakrishnan Ravi' })).toBeInTheDocument();
    await user.keyboard('k');
    await waitForPath(router, urlOf('sa-ann'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ang Mei Ling' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous student' })).toBeDisabled();

    // Typing a J in the feedback is text, not a move.
    await user.type(screen.getByLabelText('Feedback to the student'), 'j');
    expect(router.state.location.pathname).toBe(urlOf('sa-ann'));
  });
});

function draftKey() {
  const key = Object.keys(window.localStorage).find((name) => name.startsWith('grading-draft:v1:') && name.endsWith(':sa-ann'));
  return key ?? 'none';
}
