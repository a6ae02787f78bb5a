import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../tests/render-app';

const SLOW = { timeout: 10_000 };
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLTableRowElement;

describe('CCA lists', () => {
  it('lists the CCAs a teacher runs this year with members and grading completion, and other years on demand', async () => {
    const { user } = await renderApp({ user: 'teacher', url: '/ccaYear' });
    expect(await screen.findByRole('link', { name: 'Chess Club' }, SLOW)).toHaveAttribute(
      'href',
      '/ccaYear/ccay-2026-chess-club/ay-2026',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'CCA Grading' })).toBeInTheDocument();
    expect(within(rowOf('Chess Club')).getByText('Full')).toBeInTheDocument();
    expect(rowOf('Chess Club')).toHaveTextContent('8 of 16');
    expect(within(rowOf('Robotics Club')).getByText('Not started')).toBeInTheDocument();
    expect(rowOf('Robotics Club')).toHaveTextContent('Tuesday');

    await user.selectOptions(screen.getByLabelText('Academic year'), '2025/2026');
    await waitFor(
      () =>
        expect(screen.getByRole('link', { name: 'Chess Club' })).toHaveAttribute(
          'href',
          '/ccaYear/ccay-2025-chess-club/ay-2025',
        ),
      SLOW,
    );
    expect(within(rowOf('Chess Club')).getByText('Complete')).toBeInTheDocument();
  });

  it('lists this year’s CCAs to assign with the places left', async () => {
    await renderApp({ user: 'homeroom', url: '/ccaYearAssignment' });
    expect(await screen.findByRole('link', { name: 'Basketball' }, SLOW)).toHaveAttribute(
      'href',
      '/ccaYearAssignment/ccay-2026-basketball',
    );
    expect(rowOf('Basketball')).toHaveTextContent('23 / 24');
    expect(rowOf('Choir')).toHaveTextContent('36 / 40');
  });
});
