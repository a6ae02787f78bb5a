import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../tests/render-app';

const SLOW = { timeout: 8000 };

describe('SVE file libraries', { timeout: 30_000 }, () => {
  it('shows every exam type’s BMT files to staff without SVE (no subject gate, spec §6), each a download', async () => {
    await renderApp({ user: 'homeroom', url: '/bmt-files/sve-2026-s4-science' });
    expect(await screen.findByRole('heading', { name: 'BMT File Download: Secondary 4 SVE Science' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download benchmark-test-a.pdf' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Upload a past paper' })).not.toBeInTheDocument();
  });

  it('lists exam supporting files per exam type', async () => {
    await renderApp({ user: 'teacher', url: '/exam-supporting-files' });
    expect(await screen.findAllByRole('link', { name: 'Secondary 4 SVE Science' }, SLOW)).toHaveLength(2);
  });

  it('lets a teacher with view SveExamType read and download past papers, saying why there is no upload form', async () => {
    await renderApp({ user: 'teacher', url: '/sves-past-paper/sve-2026-p6-mathematics' });
    expect(await screen.findByText('Primary 6 SVE Mathematics 2025 paper', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Download / }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('form', { name: 'Upload a past paper' })).not.toBeInTheDocument();
    expect(
      screen.getByText('You can read and download these past papers. Adding one is for staff who manage SVE exam types.'),
    ).toBeInTheDocument();
  });

  it('lets the principal add a past paper, naming what is missing first', async () => {
    const { user } = await renderApp({ user: 'principal', url: '/sves-past-paper/sve-2026-p6-mathematics' });
    expect(await screen.findByText('Primary 6 SVE Mathematics 2025 paper', undefined, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add past paper' }));
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Enter the year the paper was sat.')).toBeInTheDocument();
    expect(screen.getByText('Upload the paper first.')).toBeInTheDocument();
  });
});
