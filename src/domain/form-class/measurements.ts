/**
 * Plausible and usual heights and weights of the school's students (Pre-Nursery, about 2 years old, to Junior
 * College 2, about 18). A value outside the plausible range is a typing slip and is refused (the grid and the demo
 * backend's 422 say the same sentence); a value outside the usual range is possible but worth a second look, so it
 * is only flagged.
 */
export interface MeasurementRange {
  min: number;
  max: number;
}

export type Measurement = 'heightCm' | 'weightKg';

export const MEASUREMENT_RANGES: Readonly<Record<Measurement, { plausible: MeasurementRange; usual: MeasurementRange; unit: string; label: string }>> = {
  heightCm: { plausible: { min: 40, max: 230 }, usual: { min: 80, max: 200 }, unit: 'cm', label: 'Height' },
  weightKg: { plausible: { min: 5, max: 200 }, usual: { min: 10, max: 120 }, unit: 'kg', label: 'Weight' },
};

/** The sentence a refused value gets, e.g. "Height must be from 40 to 230 cm, with at most one decimal." */
export function measurementMessage(measurement: Measurement): string {
  const { plausible, unit, label } = MEASUREMENT_RANGES[measurement];
  return `${label} must be from ${plausible.min} to ${plausible.max} ${unit}, with at most one decimal.`;
}

const hasAtMostOneDecimal = (value: number) => Math.abs(Math.round(value * 10) - value * 10) < 1e-6;

/** Whether a value may be saved: a finite number within the plausible range, with at most one decimal. */
export function isPlausibleMeasurement(measurement: Measurement, value: number): boolean {
  const { min, max } = MEASUREMENT_RANGES[measurement].plausible;
  return Number.isFinite(value) && value >= min && value <= max && hasAtMostOneDecimal(value);
}

/** Plausible but outside the usual range: saved, and flagged for a second look. */
export function isUnusualMeasurement(measurement: Measurement, value: number): boolean {
  const { min, max } = MEASUREMENT_RANGES[measurement].usual;
  return isPlausibleMeasurement(measurement, value) && (value < min || value > max);
}

/** The flag shown next to an unusual value, e.g. "Unusual height: please check it." */
export function unusualMessage(measurement: Measurement): string {
  return `Unusual ${MEASUREMENT_RANGES[measurement].label.toLowerCase()}: please check it.`;
}
