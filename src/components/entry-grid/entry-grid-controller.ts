import type { ClipboardEvent, FormEvent, KeyboardEvent, MouseEvent } from 'react';
import { isMultiCellPaste, parseClipboardGrid, planPaste, type PastePlan } from './clipboard-grid';
import type { EntryGridStore } from './entry-grid-store';
import { planFillColumn, type FillMode } from './fill-column';
import { isGridKey, nextCell, type CellAddress } from './grid-navigation';

/** Props to spread on each cell's `<input>` (uncontrolled: the value lives in the store). */
export interface EntryGridCellProps {
  ref: (input: HTMLInputElement | null) => (() => void) | undefined;
  defaultValue: string;
  onInput: (event: FormEvent<HTMLInputElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onMouseDown: (event: MouseEvent<HTMLInputElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
  'data-entry-cell': string;
}

/** The behaviour of a grid of inputs over one {@link EntryGridStore}. */
export interface EntryGridController {
  /** Props for the input of `cell`; give every input of the grid its own. */
  cellProps(cell: CellAddress): EntryGridCellProps;
  /** Focuses the cell's input and selects its text, ready to type over. */
  focusCell(cell: CellAddress): void;
  /** Lays spreadsheet text over the grid from `start`; returns what was written and what did not fit. */
  pasteText(start: CellAddress, text: string): PastePlan;
  /** Sets `value` in the column's empty cells (or all of them); returns how many cells changed. */
  fillColumn(col: number, value: string, mode: FillMode): number;
  /** Sets what runs after every multi-cell paste, e.g. telling the user how many values did not fit. */
  setOnPasted(callback: ((plan: PastePlan) => void) | undefined): void;
  /** Mirrors store writes into the inputs; returns the unsubscribe function. */
  connect(): () => void;
}

const cellKey = ({ row, col }: CellAddress) => `${row}:${col}`;

/**
 * Creates the controller of a grid. Inputs register themselves through `cellProps().ref`; every write
 * to the store (typing, paste, fill, a restored draft, a save) is mirrored into the registered inputs
 * by setting `value`, `aria-invalid` and `data-changed` directly, so no React render is needed.
 */
export function createEntryGridController(store: EntryGridStore): EntryGridController {
  const inputs = new Map<string, HTMLInputElement>();

  const decorate = (input: HTMLInputElement, cell: CellAddress) => {
    const value = store.getValue(cell);
    if (input.value !== value) input.value = value;
    input.setAttribute('aria-invalid', String(!store.isValid(cell)));
    if (store.isChanged(cell)) input.setAttribute('data-changed', 'true');
    else input.removeAttribute('data-changed');
  };
  const registered = (): CellAddress[] =>
    [...inputs.keys()].map((key) => {
      const [row, col] = key.split(':').map(Number);
      return { row, col };
    });

  let onPasted: ((plan: PastePlan) => void) | undefined;
  const controller: EntryGridController = {
    setOnPasted(callback) {
      onPasted = callback;
    },
    cellProps(cell) {
      const key = cellKey(cell);
      return {
        'data-entry-cell': key,
        defaultValue: store.getValue(cell),
        ref(input) {
          if (!input) return undefined;
          inputs.set(key, input);
          decorate(input, cell);
          return () => {
            if (inputs.get(key) === input) inputs.delete(key);
          };
        },
        onInput(event) {
          store.setValues([{ ...cell, value: event.currentTarget.value }]);
        },
        onKeyDown(event) {
          if (event.altKey || event.ctrlKey || event.metaKey) return;
          const input = event.currentTarget;
          const target = nextCell(
            cell,
            {
              key: event.key,
              shiftKey: event.shiftKey,
              selectionStart: input.selectionStart,
              selectionEnd: input.selectionEnd,
              valueLength: input.value.length,
            },
            store.rows,
            store.cols,
          );
          if (target) {
            event.preventDefault();
            controller.focusCell(target);
          } else if (isGridKey(event.key)) event.preventDefault();
        },
        onMouseDown(event) {
          // A click into a cell selects its value, as Tab and Enter do, so typing replaces it ('80' then
          // '87' gives 87, not 8087). The browser would put the caret where the click landed, so its
          // default is skipped; a click inside the cell already focused still places the caret to edit.
          const input = event.currentTarget;
          if (event.button !== 0 || input.ownerDocument.activeElement === input) return;
          event.preventDefault();
          controller.focusCell(cell);
        },
        onPaste(event) {
          // A read-only grid (no permission to change marks) must not take a paste either.
          if (event.currentTarget.readOnly || event.currentTarget.disabled) return;
          const text = event.clipboardData.getData('text/plain');
          // A single value pastes into the input as usual (onInput records it).
          if (!isMultiCellPaste(text)) return;
          event.preventDefault();
          const plan = controller.pasteText(cell, text);
          onPasted?.(plan);
        },
      };
    },
    focusCell(cell) {
      const input = inputs.get(cellKey(cell));
      if (!input) return;
      input.focus();
      input.select();
    },
    pasteText(start, text) {
      const plan = planPaste(start, parseClipboardGrid(text), store.rows, store.cols, store.accepts);
      store.setValues(plan.edits);
      return plan;
    },
    fillColumn(col, value, mode) {
      const edits = planFillColumn(col, value, mode, store.rows, (cell) => store.getValue(cell));
      store.setValues(edits);
      return edits.length;
    },
    connect() {
      return store.subscribe((cells) => {
        // An empty list means "saved values moved": every cell's changed mark may differ.
        const targets = cells.length > 0 ? cells : registered();
        for (const cell of targets) {
          const input = inputs.get(cellKey(cell));
          if (input) decorate(input, cell);
        }
      });
    },
  };
  return controller;
}
