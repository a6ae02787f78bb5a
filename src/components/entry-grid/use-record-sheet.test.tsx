import { screen, waitFor, within } from '@testing-library/react';
import { useMemo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiErrorInfo } from '@/lib/api-error';
import { createMarkColumn, httpError, STUDENTS } from '../../../tests/entry-sheet-kit';
import { renderWithProviders } from '../../../tests/test-utils';
import { entryDraftKey, readEntryDraft } from './entry-drafts';
import type { ChangedCell } from './entry-grid-store';
import { SheetActions } from './sheet-actions';
import { DiscardChangesDialog, RestoredDraftAlert, SaveChangesDialog } from './sheet-dialogs';
import { useEntryGrid } from './use-entry-grid';
import { useRecordSheet } from './use-record-sheet';
import { countOf } from '@/domain/school/count-words';

const DRAFT_KEY = entryDraftKey({ userId: 'u1', screen: 'record-sheet', scope: 'x' });

interface HarnessProps {
  send: (entries: ChangedCell[]) => Promise<unknown>;
  explainsConflict?: boolean;
  onConflict?: (error: ApiErrorInfo, entries: readonly ChangedCell[]) => void;
  onRefused?: (error: ApiErrorInfo, entries: readonly ChangedCell[]) => void;
  /** The entries of a save; by default the changed cells. */
  toEntries?: (cells: readonly ChangedCell[]) => ChangedCell[];
}

function Harness({ send, explainsConflict, onConflict, onRefused, toEntries = (cells) => [...cells] }: HarnessProps) {
  const { store, restored } = useMemo(() => createMarkColumn(DRAFT_KEY), []);
  const grid = useEntryGrid(store);
  const sheet = useRecordSheet({
    store,
    draftKey: DRAFT_KEY,
    restored,
    toEntries,
    send,
    errorFallback: 'The marks could not be saved.',
    explainsConflict,
    onConflict,
    onRefused,
  });
  return (
    <>
      <RestoredDraftAlert sheet={sheet} noun="mark" />
      {sheet.problem ? <p>Problem: {sheet.problem.message}</p> : null}
      <button type="button" onClick={() => sheet.askSaveOf(store.changedCells().slice(0, 1))}>
        Ask about the first change
      </button>
      <SheetActions
        status={sheet.status}
        saveLabel="Save marks"
        invalidReason={`Fix ${countOf(sheet.status.invalid, 'invalid mark')} before saving.`}
        saving={false}
        onSave={sheet.askSave}
        onDiscard={sheet.askDiscard}
      />
      {STUDENTS.map((name, row) => (
        <input key={name} aria-label={`Mark for ${name}`} {...grid.cellProps({ row, col: 0 })} />
      ))}
      <SaveChangesDialog
        sheet={sheet}
        title="Save marks?"
        question={`Save ${countOf(sheet.confirming?.length ?? 0, 'changed mark')}?`}
        pending={false}
        keptMessage="Your marks are still here; try again."
      />
      <DiscardChangesDialog sheet={sheet} savedWhat="saved marks" />
    </>
  );
}

async function typeAndAskSave(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Mark for ben'), '7');
  expect(screen.getByRole('status')).toHaveTextContent('1 unsaved change.');
  await user.click(screen.getByRole('button', { name: 'Save marks' }));
  return screen.findByRole('dialog', { name: 'Save marks?' });
}

describe('useRecordSheet with the shared sheet parts', () => {
  it('asks, sends only the changed cells and marks them saved, emptying the draft', async () => {
    localStorage.clear();
    const send = vi.fn<(entries: ChangedCell[]) => Promise<unknown>>(() => Promise.resolve());
    const { user } = renderWithProviders(<Harness send={send} />);
    const dialog = await typeAndAskSave(user);
    expect(dialog).toHaveTextContent('Save 1 changed mark?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No unsaved changes.'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual([expect.objectContaining({ rowId: 'ben', value: '7', savedValue: '' })]);
    expect(readEntryDraft(DRAFT_KEY)).toBeNull();
  });

  it('keeps a failure in the dialog, with what was typed, until it is closed', async () => {
    localStorage.clear();
    const send = vi.fn(() => Promise.reject(httpError(500, {})));
    const { user } = renderWithProviders(<Harness send={send} />);
    const dialog = await typeAndAskSave(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/The marks could not be saved\. Your marks are still here; try again\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Mark for ben')).toHaveValue('7');
    expect(readEntryDraft(DRAFT_KEY)).toEqual({ 'ben\u001fmark': '7' });
  });

  it('explains a 409 above the grid and closes the dialog, keeping the typed value', async () => {
    localStorage.clear();
    const send = vi.fn(() => Promise.reject(httpError(409, { message: 'Someone else saved first.' })));
    const { user } = renderWithProviders(<Harness send={send} explainsConflict />);
    const dialog = await typeAndAskSave(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Problem: Someone else saved first.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Mark for ben')).toHaveValue('7');
  });

  it('hands a 409 to onConflict with the entries sent, explaining it without explainsConflict', async () => {
    localStorage.clear();
    const onConflict = vi.fn();
    const conflict = httpError(409, { message: 'Someone else saved first.', errors: { 'entries.0.version': 'Stale.' } });
    const { user } = renderWithProviders(<Harness send={() => Promise.reject(conflict)} onConflict={onConflict} />);
    const dialog = await typeAndAskSave(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Problem: Someone else saved first.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConflict).toHaveBeenCalledWith(
      expect.objectContaining({ status: 409, fieldErrors: { 'entries.0.version': 'Stale.' } }),
      [expect.objectContaining({ rowId: 'ben' })],
    );
  });

  it('asks about the cells a screen names (those of a store it has just rebuilt)', async () => {
    localStorage.clear();
    const { user } = renderWithProviders(<Harness send={() => Promise.resolve()} />);
    await user.type(screen.getByLabelText('Mark for ann'), '1');
    await user.type(screen.getByLabelText('Mark for ben'), '7');
    await user.click(screen.getByRole('button', { name: 'Ask about the first change' }));
    expect(await screen.findByRole('dialog', { name: 'Save marks?' })).toHaveTextContent('Save 1 changed mark?');
  });

  it('sends what a screen builds from the whole sheet (every scored row) even when no cell changed', async () => {
    localStorage.clear();
    const send = vi.fn<(entries: ChangedCell[]) => Promise<unknown>>(() => Promise.resolve());
    const saved: ChangedCell = { row: 0, col: 0, rowId: 'ann', colId: 'mark', value: '10', savedValue: '10' };
    const { user } = renderWithProviders(<Harness send={send} toEntries={() => [saved]} />);
    await user.click(screen.getByRole('button', { name: 'Ask about the first change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save marks?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith([saved]));
  });

  it('hands a 422 to onRefused with the entries sent and explains it above the grid', async () => {
    localStorage.clear();
    const onRefused = vi.fn();
    const refusal = httpError(422, { message: 'Refused.', errors: { 'entries.0.mark': 'Too high.' } });
    const { user } = renderWithProviders(<Harness send={() => Promise.reject(refusal)} onRefused={onRefused} />);
    const dialog = await typeAndAskSave(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Problem: Refused.')).toBeInTheDocument();
    expect(onRefused).toHaveBeenCalledWith(
      expect.objectContaining({ status: 422, fieldErrors: { 'entries.0.mark': 'Too high.' } }),
      [expect.objectContaining({ rowId: 'ben' })],
    );
  });

  it('keeps a 409 in the dialog when the screen does not explain conflicts', async () => {
    localStorage.clear();
    const conflict = httpError(409, { message: 'Someone else saved first.' });
    const { user } = renderWithProviders(<Harness send={() => Promise.reject(conflict)} />);
    const dialog = await typeAndAskSave(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Someone else saved first\. Your marks are still here/)).toBeInTheDocument();
    expect(screen.queryByText(/Problem:/)).not.toBeInTheDocument();
  });

  it('says a restored draft was restored, and discards it back to the saved values', async () => {
    localStorage.clear();
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ 'ann\u001fmark': '12' }));
    const { user } = renderWithProviders(<Harness send={() => Promise.resolve()} />);
    expect(
      screen.getByText('1 unsaved mark from your last visit was restored from this browser. Save it, or discard it.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(dialog).toHaveTextContent('Discard 1 unsaved change and go back to the saved marks?');
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByLabelText('Mark for ann')).toHaveValue('10'));
    expect(screen.queryByText(/from your last visit/)).not.toBeInTheDocument();
    expect(readEntryDraft(DRAFT_KEY)).toBeNull();
  });
});

describe('SheetActions', () => {
  const status = { changed: 2, invalid: 0 };
  const noop = () => undefined;

  it('says why Save is unavailable: locked first, then saving, then invalid cells', () => {
    const { rerender } = renderWithProviders(
      <SheetActions status={status} saveLabel="Save" invalidReason="Fix it." lockedReason="View only." saving={false} onSave={noop} onDiscard={noop} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('View only.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    rerender(
      <SheetActions status={status} saveLabel="Save" invalidReason="Fix it." savingReason="Saving…" saving onSave={noop} onDiscard={noop} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
    rerender(
      <SheetActions status={{ changed: 2, invalid: 1 }} saveLabel="Save" invalidReason="Fix it." saving={false} onSave={noop} onDiscard={noop} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Fix it.');
    expect(screen.getByRole('status')).toHaveClass('text-danger');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
