import { applyEntryDraft, readEntryDraft } from '@/components/entry-grid/entry-drafts';
import { createEntryGridStore, type EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import type { HeightWeightSheet } from '@/features/form-class/api/form-class-schemas';
import type { Measurement } from '@/domain/form-class/measurements';
import { formatMeasurement, parseMeasurement } from './measurement-value';

/** The grid's columns, in order: each is the field of the save body it fills. */
export const HEIGHT_WEIGHT_COLUMNS: readonly Measurement[] = ['heightCm', 'weightKg'];

/**
 * The grid store of a term's heights and weights: students by the two measurements, saved values from the server,
 * then the draft kept in this browser on top (before the inputs render). A value is valid when the school's ranges
 * accept it and the backend has not refused it (`isRefused`); `restored` counts the drafted cells.
 */
export function createHeightWeightStore(
  sheet: HeightWeightSheet,
  draftKey: string,
  isRefused: (rowId: string, colId: string, value: string) => boolean,
): { store: EntryGridStore; restored: number } {
  const rows = new Map(sheet.data.map((row) => [row.studentId, row]));
  const rowIds = sheet.data.map((row) => row.studentId);
  const store = createEntryGridStore({
    rowIds,
    colIds: HEIGHT_WEIGHT_COLUMNS,
    savedValue: (studentId, colId) => formatMeasurement(rows.get(studentId)?.[colId as Measurement]),
    validate: (value, { row, col }) => {
      const measurement = HEIGHT_WEIGHT_COLUMNS[col];
      if (!measurement) return true;
      return parseMeasurement(value, measurement) !== undefined && !isRefused(rowIds[row] ?? '', measurement, value);
    },
  });
  return { store, restored: applyEntryDraft(store, readEntryDraft(draftKey)) };
}
