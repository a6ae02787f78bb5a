import { screen, waitFor, within } from '@testing-library/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '@/lib/auth-token';
import { createMarkColumn, httpError, STUDENTS } from '../../../tests/entry-sheet-kit';
import { renderWithProviders } from '../../../tests/test-utils';
import { entryDraftKey } from './entry-drafts';
import type { ChangedCell } from './entry-grid-store';
import { RecordSheetFrame, type SheetConflict } from './record-sheet-frame';
import { useEntryGrid } from './use-entry-grid';
import { useRecordSheet } from './use-record-sheet';
import { countOf } from '@/domain/school/count-words';

const DRAFT_KEY = entryDraftKey({ userId: 'u1', screen: 'record-sheet-frame', scope: 'x' });

interface HarnessProps {
  send: (entries: ChangedCell[]) => Promise<unknown>;
  saving?: boolean;
  conflict?: Omit<SheetConflict, 'heading'>;
  refusal?: string;
}

/** One mark column under the frame, as a sheet would build it. */
function Harness({ send, saving = false, conflict, refusal }: HarnessProps) {
  const { store, restored } = useMemo(() => createMarkColumn(DRAFT_KEY), []);
  const grid = useEntryGrid(store);
  const sheet = useRecordSheet({
    store,
    draftKey: DRAFT_KEY,
    restored,
    toEntries: (cells) => [...cells],
    send,
    errorFallback: 'The marks could not be saved.',
    explainsConflict: true,
  });
  return (
    <RecordSheetFrame
      sheet={sheet}
      saving={saving}
      draftNoun="mark"
      saveLabel="Save marks"
      invalidReason={`Fix ${countOf(sheet.status.invalid, 'invalid mark')} before saving.`}
      tools={
        <p>
          Enter moves down. <Link to="/elsewhere">Elsewhere</Link>
        </p>
      }
      extraActions={<button type="button">Export CSV</button>}
      conflict={conflict ? { heading: 'Someone else saved these marks.', ...conflict } : undefined}
      refusal={refusal ? <p role="alert">{refusal}</p> : null}
      save={{
        title: 'Save marks?',
        question: `Save ${countOf(sheet.confirming?.length ?? 0, 'changed mark')}?`,
        keptMessage: 'Your marks are still here; try again.',
      }}
      savedWhat="saved marks"
    >
      {STUDENTS.map((name, row) => (
        <input key={name} aria-label={`Mark for ${name}`} {...grid.cellProps({ row, col: 0 })} />
      ))}
    </RecordSheetFrame>
  );
}

/** Types a mark, saves it into a 409 and waits for the conflict banner. */
async function saveIntoConflict(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Mark for ben'), '7');
  await user.click(screen.getByRole('button', { name: 'Save marks' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save marks?' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return screen.findByRole('alert');
}

describe('RecordSheetFrame', () => {
  it('counts the unsaved changes next to the tools, asks before saving and sends the changed cells', async () => {
    localStorage.clear();
    const send = vi.fn<(entries: ChangedCell[]) => Promise<unknown>>(() => Promise.resolve());
    const { user } = renderWithProviders(<Harness send={send} />);
    expect(screen.getByText(/Enter moves down\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No unsaved changes.');
    expect(screen.getByRole('button', { name: 'Save marks' })).toBeDisabled();
    await user.type(screen.getByLabelText('Mark for ben'), '7');
    expect(screen.getByRole('status')).toHaveTextContent('1 unsaved change.');
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save marks?' });
    expect(dialog).toHaveTextContent('Save 1 changed mark?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No unsaved changes.'));
    expect(send.mock.calls[0]?.[0]).toEqual([expect.objectContaining({ rowId: 'ben', value: '7' })]);
  });

  it('says a draft was restored, and keeps Save and Discard off while a save is in flight', async () => {
    localStorage.clear();
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ 'ann\u001fmark': '12' }));
    renderWithProviders(<Harness send={() => Promise.resolve()} saving />);
    expect(screen.getByRole('alert')).toHaveTextContent('1 unsaved mark from your last visit was restored from this browser.');
    expect(screen.getByRole('status')).toHaveTextContent('1 unsaved change.');
    expect(screen.getByRole('button', { name: 'Save marks' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save marks' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  });

  it('discards the typed values back to the saved ones after asking where they go back to', async () => {
    localStorage.clear();
    const { user } = renderWithProviders(<Harness send={() => Promise.resolve()} />);
    await user.type(screen.getByLabelText('Mark for ann'), '5');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(dialog).toHaveTextContent('Discard 1 unsaved change and go back to the saved marks?');
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByLabelText('Mark for ann')).toHaveValue('10'));
  });

  it('explains a 409 with both choices; keep mine runs its callback, both wait while it runs, then the banner goes', async () => {
    localStorage.clear();
    let finishKeepMine = () => undefined as void;
    const onKeepMine = vi.fn(() => new Promise<void>((resolve) => (finishKeepMine = resolve)));
    const onLoadTheirs = vi.fn();
    const conflict = httpError(409, { message: 'Stale.' });
    const { user } = renderWithProviders(
      <Harness
        send={() => Promise.reject(conflict)}
        conflict={{ keepMineLabel: 'Keep mine and save again', onKeepMine, loadTheirsLabel: 'Load theirs', onLoadTheirs }}
      />,
    );
    const banner = await saveIntoConflict(user);
    expect(banner).toHaveTextContent('Someone else saved these marks.');
    expect(screen.getByLabelText('Mark for ben')).toHaveValue('7');
    await user.click(within(banner).getByRole('button', { name: 'Keep mine and save again' }));
    expect(onKeepMine).toHaveBeenCalledTimes(1);
    expect(within(banner).getByRole('button', { name: 'Keep mine and save again' })).toBeDisabled();
    expect(within(banner).getByRole('button', { name: 'Load theirs' })).toBeDisabled();
    finishKeepMine();
    await waitFor(() => expect(screen.queryByText('Someone else saved these marks.')).not.toBeInTheDocument());
    expect(onLoadTheirs).not.toHaveBeenCalled();
  });

  it('runs load theirs from the 409 banner and clears it; a sheet without keep mine offers only that', async () => {
    localStorage.clear();
    const onLoadTheirs = vi.fn(() => Promise.resolve());
    const conflict = httpError(409, { message: 'Stale.' });
    const { user } = renderWithProviders(
      <Harness send={() => Promise.reject(conflict)} conflict={{ loadTheirsLabel: 'Load their changes', onLoadTheirs }} />,
    );
    const banner = await saveIntoConflict(user);
    expect(within(banner).getAllByRole('button')).toHaveLength(1);
    await user.click(within(banner).getByRole('button', { name: 'Load their changes' }));
    expect(onLoadTheirs).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Someone else saved these marks.')).not.toBeInTheDocument());
  });

  it('shows the refusal it is given above the grid', () => {
    localStorage.clear();
    renderWithProviders(<Harness send={() => Promise.resolve()} refusal="Nothing was saved: Refused." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was saved: Refused.');
  });

  it('asks before leaving while changes are unsaved', async () => {
    localStorage.clear();
    setAccessToken('signed-in');
    const { user, router } = renderWithProviders(<Harness send={() => Promise.resolve()} />, { url: '/sheet' });
    await user.type(screen.getByLabelText('Mark for ben'), '7');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/sheet');
    setAccessToken(null);
  });
});
