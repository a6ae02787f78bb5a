import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTENT_ISSUED_MESSAGES } from '@/domain/lesson-content/limits';
import { DEMO_USER_IDS } from '@/mocks/auth/seed';
import { db } from '@/mocks/db';
import type { ResourceContent } from '@/mocks/resources/schema';
import { renderApp, waitForPath } from '../../../../tests/render-app';

// The first test of the file also loads the lazy screen: a busy machine needs more than a few seconds.
const SLOW = { timeout: 15_000 };

const isIssued = (content: ResourceContent) => db.issuedAssignments.all().some((issued) => issued.sourceId === content.id);
const urlOf = (content: ResourceContent) =>
  `/resources/${content.subjectYearId}/${content.chapterId}/${content.kind === 'lesson' ? 'lessons' : 'assignments'}/${content.id}`;

const PUBLISHED: readonly ResourceContent['reviewStatus'][] = ['approved', 'final'];

/** A lesson of the demo teacher's subjects in one of `statuses`, assigned to students or not. */
function teacherLessonWhere(statuses: readonly ResourceContent['reviewStatus'][], issued: boolean): ResourceContent {
  const content = db.resourceContents.find(
    (row) =>
      row.kind === 'lesson' &&
      statuses.includes(row.reviewStatus) &&
      row.updatedById === DEMO_USER_IDS.teacher &&
      !row.name.includes('practice bank') &&
      isIssued(row) === issued,
  );
  if (!content) throw new Error(`No ${statuses.join('/')} lesson ${issued ? '' : 'never '}assigned`);
  return content;
}

describe('a lesson page’s own actions (issue 21 §8)', { timeout: 30_000 }, () => {
  it('offers Assign on an approved or final lesson, opening the assign form with the lesson chosen', async () => {
    const lesson = teacherLessonWhere(PUBLISHED, false);
    await renderApp({ user: 'teacher', url: urlOf(lesson) });
    const assign = await screen.findByRole('link', { name: 'Assign' }, SLOW);
    expect(assign).toHaveAttribute('href', `/resources/assign?sourceType=lesson&sourceId=${lesson.id}`);
  });

  it('offers no Assign on a lesson students could not receive yet (no published version)', async () => {
    const lesson = teacherLessonWhere(['created'], false);
    await renderApp({ user: 'teacher', url: urlOf(lesson) });
    await screen.findByRole('heading', { level: 1, name: new RegExp(lesson.name) }, SLOW);
    expect(screen.queryByRole('link', { name: 'Assign' })).not.toBeInTheDocument();
  });

  it('renames a lesson from its page', async () => {
    const lesson = teacherLessonWhere(['created'], false);
    const { user } = await renderApp({ user: 'teacher', url: urlOf(lesson) });
    await user.click(await screen.findByRole('button', { name: 'Rename' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Rename lesson' });
    const field = within(dialog).getByLabelText('Lesson name');
    expect(field).toHaveValue(lesson.name);
    await user.clear(field);
    await user.type(field, 'Fractions on a number line');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Fractions on a number line/ }, SLOW)).toBeInTheDocument();
    expect(db.resourceContents.get(lesson.id)?.name).toBe('Fractions on a number line');
  });

  it('deletes a lesson never assigned after a confirmation, then shows its chapter', async () => {
    const lesson = teacherLessonWhere(['created'], false);
    const { user, router } = await renderApp({ user: 'teacher', url: urlOf(lesson) });
    await user.click(await screen.findByRole('button', { name: 'Delete' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Delete lesson' });
    expect(dialog).toHaveTextContent(`Delete “${lesson.name}” with its materials and review history? This cannot be undone.`);
    expect(db.resourceContents.get(lesson.id)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitForPath(router, `/resources/${lesson.subjectYearId}/${lesson.chapterId}`);
    expect(db.resourceContents.get(lesson.id)).toBeUndefined();
  });

  it('says why an assigned lesson cannot be deleted before anyone asks, and offers no confirmation', async () => {
    const lesson = teacherLessonWhere(PUBLISHED, true);
    await renderApp({ user: 'teacher', url: urlOf(lesson) });
    const remove = await screen.findByRole('button', { name: 'Delete' }, SLOW);
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(CONTENT_ISSUED_MESSAGES.lesson);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives a reviewer neither Rename nor Delete', async () => {
    const lesson = teacherLessonWhere(PUBLISHED, false);
    await renderApp({ user: 'homeroom', url: urlOf(lesson) });
    await screen.findByRole('heading', { level: 1, name: new RegExp(lesson.name) }, SLOW);
    expect(screen.queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
