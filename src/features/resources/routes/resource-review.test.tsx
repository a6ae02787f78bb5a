import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { anyContent, teacherLesson } from '../../../../tests/resources/resource-fixtures';
import { renderApp } from '../../../../tests/render-app';

const SLOW = { timeout: 8000 };
const REVIEW_BUTTONS = /^(Submit for review|Approve draft|Approve as final|Request revision)$/;

async function reviewButtons() {
  const panel = await screen.findByRole('region', { name: 'Review' }, SLOW);
  await within(panel).findByRole('button', { name: /^Activity/ }, SLOW);
  return { panel, names: within(panel).queryAllByRole('button', { name: REVIEW_BUTTONS }).map((button) => button.textContent) };
}

describe('review panel', () => {
  it('offers the setter only "Submit for review" on a draft', async () => {
    await renderApp({ user: 'teacher', url: teacherLesson('created').url });
    expect((await reviewButtons()).names).toEqual(['Submit for review']);
  });

  it('says in words what happened in the activity log (issue 21 §20)', async () => {
    const { user } = await renderApp({ user: 'teacher', url: teacherLesson('created').url });
    const { panel } = await reviewButtons();
    await user.click(within(panel).getByRole('button', { name: 'Submit for review' }));
    const dialog = screen.queryByRole('dialog', { name: 'Submit for review' });
    if (dialog) await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    await within(panel).findByText('On review', {}, SLOW);
    await user.click(within(panel).getByRole('button', { name: /^Activity/ }));
    const log = await within(panel).findByRole('list', { name: 'Activity log' }, SLOW);
    expect(await within(log).findByText('Sent for review', {}, SLOW)).toBeInTheDocument();
    expect(within(log).queryByText('Revision Upload')).not.toBeInTheDocument();
  });

  it('offers a setter nothing while the lesson is on review', async () => {
    await renderApp({ user: 'teacher', url: teacherLesson('onReview').url });
    expect((await reviewButtons()).names).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Add material' })).not.toBeInTheDocument();
  });

  it('lets the vetter send a lesson back only with a comment', async () => {
    const { content, url } = anyContent('onReview');
    const { user } = await renderApp({ user: 'homeroom', url });
    const { panel, names } = await reviewButtons();
    expect(names).toEqual(['Approve draft', 'Request revision']);
    await user.click(within(panel).getByRole('button', { name: 'Request revision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request revision' });
    await user.click(within(dialog).getByRole('button', { name: 'Request revision' }));
    expect(await within(dialog).findByText('Write what should change.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Comment'), 'Add a worked example before the exercises.');
    await user.click(within(dialog).getByRole('button', { name: 'Request revision' }));
    await waitFor(() => expect(db.resourceContents.get(content.id)?.reviewStatus).toBe('revision'), SLOW);
    await waitFor(() => expect(within(panel).getByText('Needs revision')).toBeInTheDocument(), SLOW);
  });

  it('lets the expert approve an approved draft as final after a confirm', async () => {
    const { content, url } = anyContent('approved');
    const { user } = await renderApp({ user: 'principal', url });
    const { panel, names } = await reviewButtons();
    expect(names).toEqual(['Approve as final', 'Request revision']);
    await user.click(within(panel).getByRole('button', { name: 'Approve as final' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve as final' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve as final' }));
    await waitFor(() => expect(db.resourceContents.get(content.id)?.reviewStatus).toBe('final'), SLOW);
  });
});
