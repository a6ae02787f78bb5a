import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OVERRIDE_REQUIRED_MESSAGE } from '@/domain/report-season/bodies';
import type { RemarkSuggestion, Season, SeasonBoard } from '@/domain/report-season/responses';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';

const CLASS = 'cy-primary-5-courage';
const boardUrl = (term = 2) => `/classrooms/${CLASS}/${term}/season`;
const api = (path: string) => `*/api/class-years/${CLASS}/report-season/2${path}`;

const season: Season = {
  classYearId: CLASS,
  term: 2,
  state: 'open',
  version: 3,
  readyBy: null,
  readyOverride: null,
  signedOffBy: null,
  proofreader: null,
  history: [],
  lockedMessage: null,
};

const fixtureBoard: SeasonBoard = {
  classYear: { id: CLASS, name: 'Primary 5 Courage', levelId: 'lvl-p5', levelName: 'Primary 5' },
  term: 2,
  season,
  sections: [
    { key: 'subject:sy-math', label: 'Mathematics' },
    { key: 'remark', label: 'Form remark' },
    { key: 'heightWeight', label: 'Height & weight' },
  ],
  pupils: [
    {
      studentId: 'st-ana',
      fullName: 'Ana Lim',
      registerNumber: 1,
      remark: { text: 'Ana works hard.', version: 2 },
      cells: {
        'subject:sy-math': { status: 'incomplete', reasons: ['2 marks blank'] },
        remark: { status: 'complete', reasons: [] },
        heightWeight: { status: 'notNeeded', reasons: [] },
      },
      remarkIssues: [{ check: 'doubleSpaces', message: 'The remark has double spaces.' }],
    },
    {
      studentId: 'st-ben',
      fullName: 'Ben Tan',
      registerNumber: 2,
      remark: null,
      cells: {
        'subject:sy-math': { status: 'complete', reasons: [] },
        remark: { status: 'incomplete', reasons: ['Remark missing'] },
        heightWeight: { status: 'complete', reasons: [] },
      },
      remarkIssues: [],
    },
    {
      studentId: 'st-cai',
      fullName: 'Cai Wen',
      registerNumber: 3,
      remark: { text: 'Cai is kind.', version: 0 },
      cells: {
        'subject:sy-math': { status: 'complete', reasons: [] },
        remark: { status: 'complete', reasons: [] },
        heightWeight: { status: 'complete', reasons: [] },
      },
      remarkIssues: [],
    },
  ],
};

const rowOf = (name: RegExp) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLTableRowElement;

describe('the report-season board', () => {
  it('shows each cell complete, incomplete with its reasons linking to the fix, or not needed', async () => {
    server.use(
      http.get(api(''), () => HttpResponse.json(fixtureBoard)),
      http.get(api('/suggestions'), () => HttpResponse.json([])),
    );
    const { user } = await renderApp({ user: 'homeroom', url: boardUrl() });
    // The static `season` segment wins over the class report viewer's `:reportType`.
    expect(await screen.findByRole('heading', { level: 1, name: 'Report season: Primary 5 Courage, term 2' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.getByText(/1 of 3 pupils complete, 2 gaps/)).toBeInTheDocument();

    const ana = rowOf(/Ana Lim/);
    expect(within(ana).getByRole('link', { name: '2 marks blank' })).toHaveAttribute('href', '/gradebook/sy-math?term=2&student=st-ana');
    expect(within(ana).getByText('Complete')).toBeInTheDocument();
    expect(within(ana).getByText('Not needed')).toBeInTheDocument();
    expect(within(ana).getByText('The remark has double spaces.')).toBeInTheDocument();
    const ben = rowOf(/Ben Tan/);
    expect(within(ben).getByRole('link', { name: 'Remark missing' })).toHaveAttribute('href', `/remark/${CLASS}/ay-2026?term=2#student-st-ben`);

    await user.click(screen.getByRole('checkbox', { name: 'Only pupils with gaps' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Cai Wen/ })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: /Ben Tan/ })).toBeInTheDocument();
  });

  it('refuses a colleague who is neither form teacher, principal nor proofreader, in words', async () => {
    await renderApp({ user: 'teacher', url: boardUrl() });
    expect(
      await screen.findByText('Only the form teacher, the principal and the proofreader of this class can see its report season.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('asks for the reason before marking a class with gaps ready, then shows it ready', async () => {
    const { user } = await renderApp({ user: 'homeroom', url: boardUrl() });
    await user.click(await screen.findByRole('button', { name: 'Mark ready' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the class ready for sign-off?' });
    expect(within(dialog).getByText(/The board still has \d+ gaps?\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark ready' }));
    expect(await within(dialog).findByText(OVERRIDE_REQUIRED_MESSAGE)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Reason for marking ready with gaps'), 'Two pupils were away for the measurements.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark ready' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Ready for sign-off')).toBeInTheDocument();
    expect(screen.getByText('Marked ready with gaps: “Two pupils were away for the measurements.”')).toBeInTheDocument();
  });
});

describe('proofreading suggestions', () => {
  it('shows a suggestion as inserted and deleted words, and Accept sends the decision', async () => {
    let suggestion: RemarkSuggestion = {
      id: 'sg-1',
      classYearId: CLASS,
      term: 2,
      studentId: 'st-ana',
      studentName: 'Ana Lim',
      original: 'Ana works hard in class.',
      suggested: 'Ana works very hard in class.',
      status: 'pending',
      suggestedBy: { userId: 'u-teacher', name: 'Mr Goh', at: '2026-05-20T08:00:00+08:00' },
      decidedBy: null,
      version: 0,
    };
    const decisions: unknown[] = [];
    server.use(
      http.get(api(''), () => HttpResponse.json(fixtureBoard)),
      http.get(api('/suggestions'), () => HttpResponse.json([suggestion])),
      http.post('*/api/remark-suggestions/sg-1/decision', async ({ request }) => {
        decisions.push(await request.json());
        suggestion = {
          ...suggestion,
          status: 'accepted',
          version: 1,
          decidedBy: { userId: 'u-homeroom', name: 'Ms Tan', at: '2026-05-21T08:00:00+08:00' },
        };
        return HttpResponse.json(suggestion);
      }),
    );
    const { user, container } = await renderApp({ user: 'homeroom', url: boardUrl() });
    const panel = await screen.findByRole('region', { name: 'Suggestions' }, { timeout: 8000 });
    await within(panel).findByRole('heading', { name: 'Ana Lim' });
    expect([...container.querySelectorAll('ins')].map((node) => node.textContent?.trim())).toEqual(['inserted: very']);
    expect(container.querySelectorAll('del')).toHaveLength(0);
    expect(within(panel).getByText(/Suggested by Mr Goh/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Accept the suggestion for Ana Lim' }));
    expect(await within(panel).findByText(/Accepted by Ms Tan/)).toBeInTheDocument();
    expect(decisions).toEqual([{ version: 0, decision: 'accept' }]);
    expect(within(panel).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });
});
