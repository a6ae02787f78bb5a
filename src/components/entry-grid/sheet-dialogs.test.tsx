import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecordSheet } from './use-record-sheet';
import { SaveChangesDialog } from './sheet-dialogs';

function sheetConfirming(confirming: RecordSheet['confirming']): RecordSheet {
  const nothing = () => undefined;
  return {
    status: { changed: 0, invalid: 0 },
    restoredOnOpen: 0,
    dismissRestored: nothing,
    confirming,
    askSave: nothing,
    askSaveOf: nothing,
    closeSave: nothing,
    confirmSave: () => Promise.resolve(),
    failureMessage: null,
    problem: null,
    clearProblem: nothing,
    discarding: false,
    askDiscard: nothing,
    closeDiscard: nothing,
    discard: nothing,
  } as RecordSheet;
}

describe('SaveChangesDialog', () => {
  it('keeps the question it asked while it closes, instead of counting what is no longer confirmed', () => {
    const props = { title: 'Save marks?', pending: false, keptMessage: 'Your marks are still here.' };
    const { rerender } = render(
      <SaveChangesDialog {...props} sheet={sheetConfirming([])} question="Save 2 changed marks of Mathematics, term 1?" />,
    );
    expect(screen.getByRole('dialog', { name: 'Save marks?' })).toHaveTextContent('Save 2 changed marks');
    rerender(<SaveChangesDialog {...props} sheet={sheetConfirming(null)} question="Save 0 changed marks of Mathematics, term 1?" />);
    expect(screen.queryByText(/Save 0 changed marks/)).not.toBeInTheDocument();
  });
});
