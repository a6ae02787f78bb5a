import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { teacherLesson } from '../resources/resource-fixtures';
import { renderApp } from '../render-app';

// The first screen of a file also waits for its lazy modules.
const SLOW = { timeout: 20_000 };

function trail(): string[] {
  const nav = screen.getByRole('navigation', { name: 'breadcrumb' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('breadcrumb', () => {
  it('names the subject, chapter and lesson of a lesson page instead of "Chapter details" and "Lesson details"', async () => {
    const { content, url } = teacherLesson('created');
    const chapter = db.resourceChapters.find((row) => row.id === content.chapterId);
    const subjectYear = db.subjectYears.find((row) => row.id === content.subjectYearId);
    const classYear = db.classYears.find((row) => row.id === subjectYear?.classYearId);
    const subject = db.subjects.find((row) => row.id === subjectYear?.subjectId);
    await renderApp({ user: 'teacher', url });
    await screen.findByRole('heading', { level: 1, name: new RegExp(content.name) }, SLOW);
    expect(trail()).toEqual(['Home', 'Resources', `${subject?.name} · ${classYear?.name}`, chapter?.name, content.name]);
    // Each named parent still links to its page.
    expect(screen.getByRole('link', { name: chapter?.name })).toHaveAttribute('href', `/resources/${content.subjectYearId}/${content.chapterId}`);
  });

  it('gives the route labels back when the named screen leaves', async () => {
    const { content, url } = teacherLesson('created');
    const { user } = await renderApp({ user: 'teacher', url });
    await screen.findByRole('heading', { level: 1, name: new RegExp(content.name) }, SLOW);
    await user.click(within(screen.getByRole('navigation', { name: 'breadcrumb' })).getByRole('link', { name: 'Resources' }));
    await screen.findByRole('heading', { level: 1, name: 'Subjects' }, SLOW);
    expect(trail()).toEqual(['Home', 'Resources']);
  });
});
