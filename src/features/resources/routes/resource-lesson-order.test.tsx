import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { materialsOf, teacherLesson } from '../../../../tests/resources/resource-fixtures';
import { renderApp } from '../../../../tests/render-app';

const SLOW = { timeout: 8000 };

/** The material titles of the sidebar list and of the cards, top to bottom. */
function shownOrders() {
  const sidebar = [...document.querySelectorAll('.lesson-sidebar-title')].map((element) => element.textContent ?? '');
  const cards = screen.getAllByRole('article').map((card) => card.getAttribute('aria-label') ?? card.id);
  return { sidebar, cards };
}

async function openOrderEditing() {
  const { content, url } = teacherLesson('created');
  const app = await renderApp({ user: 'teacher', url });
  await screen.findAllByRole('article', {}, SLOW);
  await app.user.click(screen.getByRole('button', { name: 'Edit order' }));
  const materials = materialsOf(content.id);
  return { ...app, materials };
}

describe('lesson page: moving a material', () => {
  it('moves it in the sidebar and among the cards at once, before the server answers', async () => {
    server.use(http.put('*/api/materials/:materialId', async () => { await delay('infinite'); return HttpResponse.json({}); }));
    const { user, materials } = await openOrderEditing();
    const [first, second] = materials;
    if (!first || !second) throw new Error('The lesson needs two materials');
    const before = shownOrders();
    await user.click(await screen.findByRole('button', { name: `Move “${second.title}” up` }, SLOW));
    await waitFor(() => expect(shownOrders().sidebar.slice(0, 2)).toEqual([second.title, first.title]));
    expect(shownOrders().cards.slice(0, 2)).toEqual([before.cards[1], before.cards[0]]);
  });

  it('puts the order back everywhere and says so once when the server refuses', async () => {
    server.use(http.put('*/api/materials/:materialId', () => HttpResponse.json({ message: 'Refused.' }, { status: 409 })));
    const { user, materials } = await openOrderEditing();
    const [, second] = materials;
    if (!second) throw new Error('The lesson needs two materials');
    const before = shownOrders();
    await user.click(await screen.findByRole('button', { name: `Move “${second.title}” up` }, SLOW));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(`Could not move “${second.title}”. The order is back as it was.`);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await waitFor(() => expect(shownOrders()).toEqual(before));
    expect(within(alert).queryByText('Refused.')).not.toBeInTheDocument();
  });
});
