import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { renderWithProviders } from '../../tests/test-utils';

function Harness({ onConfirm }: { onConfirm: () => void | Promise<unknown> }) {
  const [show, setShow] = useState(true);
  return (
    <>
      <p>{show ? 'open' : 'closed'}</p>
      <ConfirmDialog
        show={show}
        title="Finalize results"
        body="Set 3 student(s) to ACCEPT?"
        confirmLabel="Set"
        confirmVariant="danger"
        onConfirm={onConfirm}
        onHide={() => setShow(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('confirms once on a double click and closes when the work is done', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog', { name: 'Finalize results' });
    expect(dialog).toHaveTextContent('Set 3 student(s) to ACCEPT?');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    const confirm = screen.getByRole('button', { name: 'Set' });
    await user.dblClick(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    finish();
    expect(await screen.findByText('closed')).toBeInTheDocument();
  });

  it('stays open when the confirmation fails so the user can retry', async () => {
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('nope')).mockResolvedValueOnce(undefined);
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    await user.click(await screen.findByRole('button', { name: 'Set' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Set' })).toBeEnabled());
    expect(screen.getByText('open')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set' }));
    expect(await screen.findByText('closed')).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('closes on Escape and on Cancel without confirming', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('closed')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
