import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';

// Against the demo backend: the teacher's bench assignment, 40 students who all handed in.
const ASSIGNMENT = '/assignments/ia-grading-1';

async function openQuestionMode() {
  const app = await renderApp({ user: 'teacher', url: ASSIGNMENT });
  await app.user.click(await screen.findByRole('link', { name: 'Grade by question' }, { timeout: 15_000 }));
  await screen.findByRole('navigation', { name: 'Questions' });
  const select = screen.getByRole('combobox', { name: 'Question' });
  const freeResponse = within(select).getByRole('option', { name: /Free Response/ });
  await app.user.selectOptions(select, freeResponse);
  await waitFor(() => expect(screen.getByRole('region', { name: 'Question' })).toHaveTextContent('Free Response'));
  const marks = await screen.findAllByLabelText(/^Mark for /);
  return { ...app, marks };
}

const nameOf = (field: HTMLElement) => (field.getAttribute('id') ? field.closest('section')?.querySelector('h2')?.textContent ?? '' : '');

// Forty rows of answers render slowly in jsdom on a loaded machine: these journeys get a longer budget.
describe('grading a question across the class', { timeout: 40_000 }, () => {
  it('shows an automatic question with every student and their automatic mark', async () => {
    const { router, user } = await renderApp({ user: 'teacher', url: ASSIGNMENT });
    const link = await screen.findByRole('link', { name: 'Grade by question' }, { timeout: 15_000 });
    link.click();
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?question=/));
    const select = await screen.findByRole('combobox', { name: 'Question' });
    await user.selectOptions(select, within(select).getByRole('option', { name: /Multiple Choice/ }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Question' })).toHaveTextContent('marked automatically'));
    const fields = await screen.findAllByLabelText(/^Mark for /, undefined, { timeout: 10_000 });
    expect(fields).toHaveLength(40);
    expect(screen.getAllByText(/^Marked automatically: \d+ of 1$/)).toHaveLength(40);
  });

  it('refuses a mark above the maximum in place, then saves one student with its button', async () => {
    const { user, marks } = await openQuestionMode();
    const [first] = marks;
    if (!first) throw new Error('no students');
    const name = nameOf(first);
    await user.clear(first);
    await user.type(first, '9');
    await user.click(screen.getByRole('button', { name: `Save the mark for ${name}` }));
    expect(await screen.findByText("A mark cannot be above the question's maximum of 3.")).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');

    await user.clear(first);
    await user.type(first, '2.5');
    await user.click(screen.getByRole('button', { name: `Save the mark for ${name}` }));
    expect(await screen.findByText(`Saved the mark for ${name}.`)).toBeInTheDocument();
    expect(first).toHaveValue('2.5');
    expect(screen.getByText('No unsaved marks.', { exact: false })).toBeInTheDocument();
  });

  it('saves every changed mark after confirmation', async () => {
    const { user, marks } = await openQuestionMode();
    const [first, second] = marks;
    if (!first || !second) throw new Error('no students');
    await user.clear(first);
    await user.type(first, '1');
    await user.clear(second);
    await user.type(second, '3');
    expect(screen.getByText(/2 unsaved marks, kept as a draft in this browser\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save all changed marks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save 2 marks?' });
    expect(within(dialog).getByText(`${nameOf(first)}: 1 / 3`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save marks' }));
    expect(await screen.findByText('Saved 2 marks.')).toBeInTheDocument();
    expect(first).toHaveValue('1');
    expect(second).toHaveValue('3');
  });

  it('keeps the typed marks on a 409, naming the student, and saves them over after "Keep mine"', async () => {
    const { user, marks } = await openQuestionMode();
    const [first] = marks;
    if (!first) throw new Error('no students');
    const name = nameOf(first);
    server.use(
      http.put('*/api/assignments/:id/questions/:materialId/marks', () =>
        HttpResponse.json(
          { message: 'Someone else saved this submission after you opened it. Reload it to see their marks.', errors: { 'marks.0.version': 'stale' } },
          { status: 409 },
        ),
        { once: true },
      ),
    );
    await user.clear(first);
    await user.type(first, '2');
    await user.click(screen.getByRole('button', { name: `Save the mark for ${name}` }));
    expect(await screen.findByText(`Someone else saved the work of ${name} after you opened it.`)).toBeInTheDocument();
    expect(first).toHaveValue('2');

    await user.click(screen.getByRole('button', { name: 'Keep mine and save again' }));
    await waitFor(() => expect(screen.queryByText(/Someone else saved the work/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: `Save the mark for ${name}` }));
    expect(await screen.findByText(`Saved the mark for ${name}.`)).toBeInTheDocument();
  });

  it('keeps unsaved marks as a draft when moving to another question and back', async () => {
    const app = await openQuestionMode();
    const { user, marks } = app;
    const [first] = marks;
    if (!first) throw new Error('no students');
    await user.clear(first);
    await user.type(first, '1.5');
    const { router } = app;
    const here = router.state.location.search;
    const question = screen.getByRole('region', { name: 'Question' }).textContent;
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    // The next question's own Previous button, not the one of the question just left (still on screen on a slow machine).
    await waitFor(() => expect(router.state.location.search).not.toBe(here), { timeout: 10_000 });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Question' }).textContent).not.toBe(question), { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Previous question' }));
    await waitFor(() => expect(router.state.location.search).toBe(here), { timeout: 10_000 });
    expect(
      await screen.findByText('Your unsaved marks for this question were restored from this browser.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect((await screen.findAllByLabelText(/^Mark for /))[0]).toHaveValue('1.5');
  });
});
