import { isPlausibleMeasurement, type Measurement } from '@/domain/form-class/measurements';

/**
 * Reads a typed height or weight: blank is "not measured" (null); a plausible number with at most one decimal (a
 * comma counts as the decimal point) is the value; anything else is undefined, refused before sending.
 */
export function parseMeasurement(text: string, measurement: Measurement): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return isPlausibleMeasurement(measurement, value) ? value : undefined;
}

/** A saved value as the grid shows it: blank when not measured. */
export function formatMeasurement(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
