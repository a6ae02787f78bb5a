import type { ReactNode } from 'react';

/** Shown for a cell with no value (spec §2: "Empty values show '-'"). */
export const EMPTY_CELL = '-';

/** The rendered cell, or '-' when it is null, undefined, false or blank text. */
export function displayCell(value: ReactNode): ReactNode {
  if (value === null || value === undefined || value === false) return EMPTY_CELL;
  if (typeof value === 'string' && value.trim() === '') return EMPTY_CELL;
  return value;
}

/** A cell's CSV value when the column gives no exportValue: plain text only, never markup. */
export function plainCellValue(value: ReactNode): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';
}
