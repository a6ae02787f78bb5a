import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_USER_IDS } from '@/mocks/auth/seed';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';

const SLOW = { timeout: 8000 };

function teacherSubject() {
  const content = db.resourceContents.find((row) => row.updatedById === DEMO_USER_IDS.teacher);
  if (!content) throw new Error('The demo teacher has no seeded content');
  return content.subjectYearId;
}

const chapterNames = (subjectYearId: string) =>
  db.resourceChapters
    .filter((row) => row.subjectYearId === subjectYearId)
    .sort((a, b) => a.order - b.order)
    .map((row) => row.name);

describe('/resources/{subjectId}', () => {
  it('lets a setter create, rename, move and delete chapters', async () => {
    const subjectId = teacherSubject();
    const { user } = await renderApp({ user: 'teacher', url: `/resources/${subjectId}` });
    const list = await screen.findByRole('list', { name: 'Chapters' }, SLOW);
    const before = chapterNames(subjectId);

    await user.click(screen.getByRole('button', { name: 'Add chapter' }));
    expect(await screen.findByText('Chapter name is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New chapter'), 'Ratio and proportion');
    await user.click(screen.getByRole('button', { name: 'Add chapter' }));
    await waitFor(() => expect(within(list).getByRole('link', { name: 'Ratio and proportion' })).toBeInTheDocument(), SLOW);
    expect(chapterNames(subjectId)).toEqual([...before, 'Ratio and proportion']);

    await user.click(within(list).getByRole('button', { name: 'Rename Ratio and proportion' }));
    const field = within(list).getByLabelText('New name of Ratio and proportion');
    await user.clear(field);
    await user.type(field, 'Ratio{Enter}');
    await waitFor(() => expect(within(list).getByRole('link', { name: 'Ratio' })).toBeInTheDocument(), SLOW);

    await user.click(within(list).getByRole('button', { name: 'Move Ratio up' }));
    await waitFor(() => expect(chapterNames(subjectId).at(-2)).toBe('Ratio'), SLOW);

    await user.click(within(list).getByRole('button', { name: 'Delete Ratio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete chapter' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(chapterNames(subjectId)).toEqual(before), SLOW);
  });

  it('refuses a chapter name that shows nothing, and keeps no bidi override in one that does', async () => {
    const subjectId = teacherSubject();
    const { user } = await renderApp({ user: 'teacher', url: `/resources/${subjectId}` });
    const list = await screen.findByRole('list', { name: 'Chapters' }, SLOW);
    const before = chapterNames(subjectId);

    await user.type(screen.getByLabelText('New chapter'), '\u200B\u200B\u200B');
    await user.click(screen.getByRole('button', { name: 'Add chapter' }));
    expect(await screen.findByText('Chapter name is required.')).toBeInTheDocument();
    expect(chapterNames(subjectId)).toEqual(before);

    await user.clear(screen.getByLabelText('New chapter'));
    await user.type(screen.getByLabelText('New chapter'), '\u202ERates and ratios');
    await user.click(screen.getByRole('button', { name: 'Add chapter' }));
    await waitFor(() => expect(within(list).getByRole('link', { name: 'Rates and ratios' })).toBeInTheDocument(), SLOW);
    expect(chapterNames(subjectId)).toEqual([...before, 'Rates and ratios']);
  });

  it('says before asking that a chapter whose content was assigned cannot be deleted (issue 21 §12)', async () => {
    const issuedSource = db.issuedAssignments.all()[0];
    const source = issuedSource ? db.resourceContents.get(issuedSource.sourceId) : undefined;
    const chapter = source ? db.resourceChapters.get(source.chapterId) : undefined;
    if (!chapter || !source) throw new Error('No assigned chapter in the seed');
    await renderApp({ user: 'teacher', url: `/resources/${chapter.subjectYearId}` });
    const list = await screen.findByRole('list', { name: 'Chapters' }, SLOW);
    const remove = within(list).getByRole('button', { name: `Delete ${chapter.name}` });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('This chapter cannot be deleted: its lessons or assignments have been assigned to students.');
    expect(screen.queryByRole('dialog', { name: 'Delete chapter' })).not.toBeInTheDocument();
    expect(db.resourceChapters.get(chapter.id)).toBeDefined();
  });

  it('shows the server’s reason when the chapter’s content was assigned after the page loaded', async () => {
    const assigned = new Set(db.issuedAssignments.all().map((issued) => db.resourceContents.get(issued.sourceId)?.chapterId));
    const chapter = db.resourceChapters.all().find((row) => row.subjectYearId === teacherSubject() && !assigned.has(row.id));
    if (!chapter) throw new Error('No unassigned chapter of the teacher’s subject in the seed');
    server.use(
      http.delete('*/api/chapters/:chapterId', () =>
        HttpResponse.json({ message: 'This chapter cannot be deleted: its lessons or assignments have been assigned to students.' }, { status: 409 }),
      ),
    );
    const { user } = await renderApp({ user: 'teacher', url: `/resources/${chapter.subjectYearId}` });
    const list = await screen.findByRole('list', { name: 'Chapters' }, SLOW);
    await user.click(within(list).getByRole('button', { name: `Delete ${chapter.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete chapter' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('This chapter cannot be deleted: its lessons or assignments have been assigned to students.', {}, SLOW),
    ).toBeInTheDocument();
    expect(db.resourceChapters.get(chapter.id)).toBeDefined();
  });

  it('shows reviewers the chapters without write controls', async () => {
    const subjectId = teacherSubject();
    await renderApp({ user: 'principal', url: `/resources/${subjectId}` });
    const list = await screen.findByRole('list', { name: 'Chapters' }, SLOW);
    expect(within(list).getAllByRole('link').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Add chapter' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });
});
