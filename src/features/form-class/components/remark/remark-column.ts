import { useEffect, useLayoutEffect, useMemo, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { isMultiCellPaste, parseClipboardGrid, planPaste, type PastePlan } from '@/components/entry-grid/clipboard-grid';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { remarkMove } from '@/features/form-class/rules/remark-navigation';

/** Props to spread on a student's remark `<textarea>` (uncontrolled: the text lives in the store). */
export interface RemarkEditorProps {
  ref: (editor: HTMLTextAreaElement | null) => (() => void) | undefined;
  defaultValue: string;
  onInput: (event: FormEvent<HTMLTextAreaElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => void;
}

/** The entry grid's behaviour for a single column of long texts, one textarea per student. */
export interface RemarkColumn {
  editorProps(row: number): RemarkEditorProps;
  /** Focuses a student's remark with the caret at its end: a remark is added to, not typed over. */
  focusRow(row: number): void;
  connect(): () => void;
  setOnPasted(callback: ((plan: PastePlan) => void) | undefined): void;
}

const COL = 0;

function createRemarkColumn(store: EntryGridStore): RemarkColumn {
  const editors = new Map<number, HTMLTextAreaElement>();
  let onPasted: ((plan: PastePlan) => void) | undefined;
  const decorate = (editor: HTMLTextAreaElement, row: number) => {
    const value = store.getValue({ row, col: COL });
    if (editor.value !== value) editor.value = value;
    editor.setAttribute('aria-invalid', String(!store.isValid({ row, col: COL })));
    if (store.isChanged({ row, col: COL })) editor.setAttribute('data-changed', 'true');
    else editor.removeAttribute('data-changed');
  };
  const column: RemarkColumn = {
    setOnPasted(callback) {
      onPasted = callback;
    },
    editorProps(row) {
      return {
        defaultValue: store.getValue({ row, col: COL }),
        ref(editor) {
          if (!editor) return undefined;
          editors.set(row, editor);
          decorate(editor, row);
          return () => {
            if (editors.get(row) === editor) editors.delete(row);
          };
        },
        onInput(event) {
          store.setValues([{ row, col: COL, value: event.currentTarget.value }]);
        },
        onKeyDown(event) {
          if (event.altKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
          const editor = event.currentTarget;
          const move = remarkMove({
            key: event.key,
            shiftKey: event.shiftKey,
            selectionStart: editor.selectionStart,
            selectionEnd: editor.selectionEnd,
            valueLength: editor.value.length,
          });
          // Enter never breaks the line, even on the last student: the report prints one paragraph.
          if (event.key === 'Enter') event.preventDefault();
          const target = row + move;
          if (move !== 0 && target >= 0 && target < store.rows) {
            event.preventDefault();
            column.focusRow(target);
          }
        },
        onPaste(event) {
          if (event.currentTarget.readOnly || event.currentTarget.disabled) return;
          const text = event.clipboardData.getData('text/plain');
          if (!isMultiCellPaste(text)) return;
          // Several lines are a spreadsheet column: one remark per student from this one down.
          event.preventDefault();
          const block = parseClipboardGrid(text).map((values) => [values.join(' ')]);
          const plan = planPaste({ row, col: COL }, block, store.rows, 1, store.accepts);
          store.setValues(plan.edits);
          onPasted?.(plan);
        },
      };
    },
    focusRow(row) {
      const editor = editors.get(row);
      if (!editor) return;
      editor.focus();
      editor.setSelectionRange(editor.value.length, editor.value.length);
    },
    connect() {
      return store.subscribe((cells) => {
        const rows = cells.length > 0 ? cells.map((cell) => cell.row) : [...editors.keys()];
        for (const row of rows) {
          const editor = editors.get(row);
          if (editor) decorate(editor, row);
        }
      });
    },
  };
  return column;
}

/** The remark column over `store`, connected while mounted; `onPasted` may change freely. */
export function useRemarkColumn(store: EntryGridStore, onPasted?: (plan: PastePlan) => void): RemarkColumn {
  const column = useMemo(() => createRemarkColumn(store), [store]);
  useEffect(() => column.connect(), [column]);
  useLayoutEffect(() => column.setOnPasted(onPasted), [column, onPasted]);
  return column;
}
