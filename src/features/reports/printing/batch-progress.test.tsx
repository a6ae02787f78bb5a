import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BatchProgress } from '@/features/reports/printing/batch-progress';

describe('the batch printing progress', () => {
  it('counts pupils while they render, then says the file is being put together rather than sitting at its end', () => {
    const { rerender } = render(<BatchProgress state={{ status: 'running', kind: 'pdf', done: 120, total: 200 }} onCancel={() => undefined} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '120 of 200 pupils');
    expect(screen.queryByText('Putting them together into one file…')).not.toBeInTheDocument();

    rerender(<BatchProgress state={{ status: 'running', kind: 'zip', done: 200, total: 200 }} onCancel={() => undefined} />);
    expect(screen.getByText('Putting them together into one file…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();

    rerender(<BatchProgress state={{ status: 'running', kind: 'reissue', done: 1, total: 1 }} onCancel={() => undefined} />);
    expect(screen.queryByText('Putting them together into one file…')).not.toBeInTheDocument();
  });
});
