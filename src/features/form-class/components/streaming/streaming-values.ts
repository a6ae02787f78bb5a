import type { CellAddress } from '@/components/entry-grid/grid-navigation';
import { parseClipboardGrid } from '@/components/entry-grid/clipboard-grid';
import { RETAIN_REASON_MAX_LENGTH } from '@/domain/form-class/limits';
import { PROMOTION_OUTCOMES, type PromotionOutcome } from '@/domain/school/enums';

/** The grid's columns, in order: each is the field of the save body it fills. */
export const STREAMING_COLUMNS = ['promotionOutcome', 'nextStreamId', 'retainReason'] as const;
export const OUTCOME_COL = 0;
export const STREAM_COL = 1;
export const REASON_COL = 2;

export interface StreamOption {
  id: string;
  name: string;
}

const squash = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** A typed or pasted outcome, read case-insensitively ("conditionally promoted"); undefined when not one of spec §3's. */
export function readOutcome(text: string): PromotionOutcome | '' | undefined {
  if (text.trim() === '') return '';
  return PROMOTION_OUTCOMES.find((outcome) => squash(outcome) === squash(text));
}

/** A pasted stream by its name or id; undefined when the next level does not offer it. */
export function readStream(text: string, streams: readonly StreamOption[]): string | undefined {
  if (text.trim() === '') return '';
  return streams.find((stream) => squash(stream.name) === squash(text) || stream.id === text.trim())?.id;
}

/** Whether one student's three values may be saved: a known outcome and stream, and a reason when Retained. */
export function rowProblem(values: readonly string[], streams: readonly StreamOption[]): string | null {
  const [outcome = '', stream = '', reason = ''] = values;
  if (readOutcome(outcome) === undefined) return 'Choose Promoted, Conditionally Promoted or Retained.';
  if (stream !== '' && outcome !== 'Retained' && !streams.some((option) => option.id === stream)) {
    return 'Choose one of the streams offered for next year.';
  }
  if (outcome === 'Retained' && reason.trim() === '') return 'Give the reason for retaining the student.';
  if (reason.length > RETAIN_REASON_MAX_LENGTH) return `The reason can be at most ${RETAIN_REASON_MAX_LENGTH} characters.`;
  return null;
}

/** What a paste into the outcome or stream column does: the cells it writes and how many values it left out. */
export interface StreamingPastePlan {
  edits: (CellAddress & { value: string })[];
  skipped: number;
}

/**
 * Lays spreadsheet text over the grid from `start`: outcomes are read by their label, streams by name, reasons as
 * typed. A value the column does not know, or beyond the grid, is left out and counted. A pasted Retained clears
 * the row's stream (a retained student stays in the level); another pasted outcome clears the reason unless one
 * was pasted with it.
 */
export function planStreamingPaste(
  start: CellAddress,
  text: string,
  rows: number,
  streams: readonly StreamOption[],
): StreamingPastePlan {
  const cells = new Map<string, CellAddress & { value: string }>();
  const put = (row: number, col: number, value: string) => cells.set(`${row}:${col}`, { row, col, value });
  let skipped = 0;
  parseClipboardGrid(text).forEach((values, r) => {
    const row = start.row + r;
    values.forEach((raw, c) => {
      const col = start.col + c;
      const value =
        row >= rows
          ? undefined
          : col === OUTCOME_COL
            ? readOutcome(raw)
            : col === STREAM_COL
              ? readStream(raw, streams)
              : col === REASON_COL
                ? raw
                : undefined;
      if (value === undefined) skipped += 1;
      else put(row, col, value);
    });
    const outcome = cells.get(`${row}:${OUTCOME_COL}`)?.value;
    if (outcome === 'Retained') put(row, STREAM_COL, '');
    else if (outcome !== undefined && !cells.has(`${row}:${REASON_COL}`)) put(row, REASON_COL, '');
  });
  return { edits: [...cells.values()], skipped };
}
