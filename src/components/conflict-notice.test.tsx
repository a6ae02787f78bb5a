import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConflictNotice } from '@/components/conflict-notice';

describe('ConflictNotice', () => {
  it('says what happened as an alert and offers both choices', async () => {
    const onKeepMine = vi.fn();
    const onLoadTheirs = vi.fn();
    render(
      <ConflictNotice
        heading="Someone else changed this while you were editing it."
        body="Your changes are kept as a draft."
        keepMineLabel="Keep mine"
        loadTheirsLabel="Load theirs"
        onKeepMine={onKeepMine}
        onLoadTheirs={onLoadTheirs}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your changes are kept as a draft.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Someone else changed this while you were editing it.',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    expect(onKeepMine).toHaveBeenCalledTimes(1);
    expect(onLoadTheirs).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Load theirs' }));
    expect(onLoadTheirs).toHaveBeenCalledTimes(1);
  });

  it('offers only loading theirs when there is no keeping mine, and waits while busy', () => {
    render(<ConflictNotice heading="Nothing was saved." loadTheirsLabel="Load their changes" onLoadTheirs={vi.fn()} busy />);
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was saved.');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Load their changes' })).toBeDisabled();
  });
});
