import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ROUTES_BY_KEY } from '@/app/route-table';
import { renderApp, waitForShell, type DemoUsername } from '../render-app';

async function menuEntriesOf(username: DemoUsername) {
  await renderApp({ user: username, url: '/landing' });
  const nav = await waitForShell();
  return {
    nav,
    groups: within(nav)
      .queryAllByRole('button')
      .map((button) => button.textContent?.replace(/[▾▸]/g, '').trim()),
    links: within(nav)
      .queryAllByRole('link', { hidden: true })
      .map((link) => link.textContent?.trim()),
  };
}

describe('sidebar gating per demo account', () => {
  it('shows the principal every entry, in the spec order, and the external links', async () => {
    const { groups, links } = await menuEntriesOf('principal');
    expect(groups).toEqual(['Form Class', 'Grade', 'SVE', 'File Sharing', 'Co-Curricular Activities']);
    expect(links).toEqual([
      'Dashboard',
      'Resources',
      'Assignments',
      'Classrooms',
      'Remark',
      'Height & Weight',
      'Streaming & Promotion',
      'Conduct',
      'LEAPS',
      'E-Badges',
      'Gradebook',
      'Placement Test Result',
      'Assignment',
      'Past Paper',
      'BMT File Download',
      'Exam Supporting File Download',
      'Calendar',
      'Academic Department Files',
      'Subject Files',
      'Scheme of Works',
      'CCA Grading',
      'CCA Assignment',
      'Release Student',
      'Personal details log',
    ]);
    expect(screen.getByRole('button', { name: /Admin Portal/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Chinese Language Service/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Reading Service/ })).toBeInTheDocument();
  });

  it('gives the teacher SVE Assignment through the SVE extension, past papers, file sharing, and no form class or placement', async () => {
    const { groups, links } = await menuEntriesOf('teacher');
    expect(groups).toEqual(['Grade', 'SVE', 'File Sharing', 'Co-Curricular Activities']);
    expect(links).toContain('Assignment');
    // view SveExamType: the teacher reads and downloads past papers (adding one needs create).
    expect(links).toContain('Past Paper');
    expect(links).not.toContain('Remark');
    expect(links).not.toContain('Placement Test Result');
    expect(links).toContain('Calendar');
    expect(links).not.toContain('Release Student');
    expect(links).not.toContain('Personal details log');
    expect(screen.queryByRole('button', { name: /Admin Portal/ })).not.toBeInTheDocument();
  });

  it('shows the homeroom teacher the form class group and placement results', async () => {
    const { groups, links } = await menuEntriesOf('homeroom');
    expect(groups).toContain('Form Class');
    expect(links).toEqual(
      expect.arrayContaining(['Remark', 'Height & Weight', 'Streaming & Promotion', 'Conduct', 'Placement Test Result', 'Calendar', 'Release Student']),
    );
    expect(groups).not.toContain('SVE');
    // The log of reads of personal details is the principal's by position, which no permission carries.
    expect(links).not.toContain('Personal details log');
  });

  it('filters the entries as you type in the search box', async () => {
    const { user } = await renderApp({ user: 'principal', url: '/landing' });
    const nav = await waitForShell();
    await user.type(screen.getByRole('searchbox', { name: 'Search menu' }), 'file');
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent?.trim());
    expect(links).toEqual(['BMT File Download', 'Exam Supporting File Download', 'Academic Department Files', 'Subject Files']);
  });
});

describe('sidebar preloads a screen before it is opened', () => {
  it("starts loading a menu entry's screen when the pointer rests on it or the keyboard reaches it", async () => {
    const gradebook = ROUTES_BY_KEY.get('gradebook');
    const calendar = ROUTES_BY_KEY.get('calendar');
    if (!gradebook || !calendar) throw new Error('the route table lost Gradebook or Calendar');
    const gradebookScreen = vi.spyOn(gradebook, 'screen');
    const calendarScreen = vi.spyOn(calendar, 'screen');
    try {
      const { user } = await renderApp({ user: 'principal', url: '/landing' });
      const nav = await waitForShell();
      expect(gradebookScreen).not.toHaveBeenCalled();

      await user.hover(within(nav).getByRole('link', { name: 'Gradebook', hidden: true }));
      expect(gradebookScreen).toHaveBeenCalled();

      within(nav).getByRole('link', { name: 'Calendar', hidden: true }).focus();
      expect(calendarScreen).toHaveBeenCalled();
      // The screens' modules finish loading before the test's environment goes.
      await Promise.allSettled([gradebookScreen, calendarScreen].flatMap((spy) => spy.mock.results.map((result) => result.value)));
    } finally {
      gradebookScreen.mockRestore();
      calendarScreen.mockRestore();
    }
  });
});
