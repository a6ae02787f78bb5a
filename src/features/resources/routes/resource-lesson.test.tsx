import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { materialsOf, teacherLesson } from '../../../../tests/resources/resource-fixtures';
import { renderApp } from '../../../../tests/render-app';

const SLOW = { timeout: 8000 };

async function openFirstEditor(url: string) {
  const app = await renderApp({ user: 'teacher', url });
  const [first] = materialsOf(teacherLesson('created').content.id);
  if (!first) throw new Error('The lesson has no materials');
  const card = await screen.findByRole('article', { name: first.title }, SLOW);
  await app.user.click(within(card).getByRole('button', { name: `Edit ${first.title}` }));
  const title = await within(card).findByLabelText('Title', {}, SLOW);
  return { ...app, card, first, title };
}

describe('lesson page', () => {
  it('shows each material in order with its type, title and view, and adds a new one', async () => {
    const { content, url } = teacherLesson('created');
    const { user } = await renderApp({ user: 'teacher', url });
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(content.name) }, SLOW)).toBeInTheDocument();
    const cards = await screen.findAllByRole('article', {}, SLOW);
    expect(cards.map((card) => card.id)).toEqual(materialsOf(content.id).map((material) => `material-${material.id}`));

    await user.click(screen.getByRole('button', { name: 'Add material' }));
    await user.click(await screen.findByRole('button', { name: 'Free Response' }));
    await user.click(await screen.findByRole('button', { name: 'Add material' }, SLOW));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Question is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Explain your method');
    await user.type(screen.getByLabelText('Question'), 'How did you find the common denominator?');
    await user.click(screen.getByRole('button', { name: 'Add material' }));
    const added = await screen.findByRole('article', { name: 'Explain your method' }, SLOW);
    expect(within(added).getByText('How did you find the common denominator?')).toBeInTheDocument();
    expect(within(added).getByText('Free Response')).toBeInTheDocument();
    expect(materialsOf(content.id).at(-1)?.title).toBe('Explain your method');
  });

  it('updates a material and shows the saved version', async () => {
    const { url } = teacherLesson('created');
    const { user, card, first, title } = await openFirstEditor(url);
    await user.clear(title);
    await user.type(title, 'Warm-up (revised)');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(card).getByRole('heading', { name: 'Warm-up (revised)' })).toBeInTheDocument(), SLOW);
    expect(within(card).queryByLabelText('Title')).not.toBeInTheDocument();
    expect(db.resourceMaterials.get(first.id)?.title).toBe('Warm-up (revised)');
  });

  it('puts the server’s 422 field errors on their fields', async () => {
    server.use(
      http.put('*/api/materials/:materialId', () =>
        HttpResponse.json({ message: 'Check the highlighted fields.', errors: { title: 'This title is already used in the lesson.' } }, { status: 422 }),
      ),
    );
    const { url } = teacherLesson('created');
    const { user, card, title } = await openFirstEditor(url);
    await user.clear(title);
    await user.type(title, 'Duplicate title');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('This title is already used in the lesson.', {}, SLOW)).toBeInTheDocument();
    expect(title).toHaveValue('Duplicate title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the typed text on a stale save (409) and reloads the latest version only after a confirm', async () => {
    server.use(http.put('*/api/materials/:materialId', () => HttpResponse.json({ message: 'This material was changed by someone else.' }, { status: 409 })));
    const { url } = teacherLesson('created');
    const { user, card, first, title } = await openFirstEditor(url);
    await user.clear(title);
    await user.type(title, 'My careful wording');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText(/Someone else saved this material after you opened it/, {}, SLOW)).toBeInTheDocument();
    expect(title).toHaveValue('My careful wording');

    await user.click(within(card).getByRole('button', { name: 'Reload the latest version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reload the latest version?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(card).getByLabelText('Title')).toHaveValue(first.title), SLOW);
  });

  it('restores unsaved typing after the page is opened again, and discards it on request', async () => {
    const { url } = teacherLesson('created');
    const { user, title, unmount, first } = await openFirstEditor(url);
    await user.clear(title);
    await user.type(title, 'Typed before a reload');
    unmount();
    await renderApp({ user: 'teacher', url });
    const card = await screen.findByRole('article', { name: first.title }, SLOW);
    expect(await within(card).findByText(/Restored your unsaved changes/, {}, SLOW)).toBeInTheDocument();
    expect(within(card).getByLabelText('Title')).toHaveValue('Typed before a reload');
    await user.click(within(card).getByRole('button', { name: 'Discard' }));
    expect(within(card).getByLabelText('Title')).toHaveValue(first.title);
  });
});
