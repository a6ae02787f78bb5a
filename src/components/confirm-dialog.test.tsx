import { fireEvent, screen, waitFor } from '@testing-library/react';
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

/** A page whose Save button opens the dialog, as the gradebook's Save marks and the bulk Set do. */
function OpenerHarness({ onConfirm }: { onConfirm: () => void }) {
  const [show, setShow] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        Save marks
      </button>
      <p>{show ? 'open' : 'closed'}</p>
      <ConfirmDialog
        show={show}
        title="Save marks?"
        body="Save 1 changed mark(s)?"
        confirmLabel="Save"
        onConfirm={onConfirm}
        onHide={() => setShow(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  // Issue 8, item 7: the second click of the double click that opened the dialog lands wherever the
  // pointer is — on the backdrop, on Cancel or on Save — and must do nothing there.
  it('stays open when the second click of the opening double click lands on the backdrop, Cancel or Save', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(<OpenerHarness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save marks?' });

    fireEvent.click(dialog, { detail: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }), { detail: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }), { detail: 3 });
    expect(screen.getByText('open')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    // A click of its own still works.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('closed')).toBeInTheDocument();
  });

  it('closes on a single click on the backdrop', async () => {
    const { user } = renderWithProviders(<OpenerHarness onConfirm={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    fireEvent.click(await screen.findByRole('dialog', { name: 'Save marks?' }), { detail: 1 });
    expect(await screen.findByText('closed')).toBeInTheDocument();
  });

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
