import { isUnusualMeasurement, measurementMessage, unusualMessage, type Measurement } from '@/domain/form-class/measurements';
import { measurementChange } from './measurement-change';
import { parseMeasurement } from './measurement-value';

/** Height lost since the previous term from which a value is flagged: children do not shrink, a slip is likelier. */
export const HEIGHT_DROP_FLAG_CM = 1;
/** Height gained in one term from which a value is flagged: far beyond a growth spurt's few centimetres. */
export const HEIGHT_GAIN_FLAG_CM = 10;
/** Weight gained or lost in one term from which a value is flagged. */
export const WEIGHT_SWING_FLAG_KG = 10;

/** What a row says about one of its values: refused (not saved until fixed) or a flag (saved, worth a look). */
export interface RowCheck {
  measurement: Measurement;
  severity: 'refused' | 'flag';
  message: string;
}

/** The previous term's values and how the grid names that term ("term 1", "term 4 of 2025/2026"). */
export interface PreviousValues {
  heightCm: number | null;
  weightKg: number | null;
  label: string;
}

/**
 * The checks of one student's typed height and weight: a value the school's ranges refuse, an unusual value, a
 * height lower than last term's by {@link HEIGHT_DROP_FLAG_CM} cm or more or higher by {@link HEIGHT_GAIN_FLAG_CM} cm
 * or more, a weight that moved by
 * {@link WEIGHT_SWING_FLAG_KG} kg or more in a term.
 */
export function rowChecks(typed: { heightCm: string; weightKg: string }, previous: PreviousValues | null): RowCheck[] {
  const checks: RowCheck[] = [];
  for (const measurement of ['heightCm', 'weightKg'] as const) {
    const value = parseMeasurement(typed[measurement], measurement);
    if (value === undefined) {
      checks.push({ measurement, severity: 'refused', message: measurementMessage(measurement) });
      continue;
    }
    if (value === null) continue;
    if (isUnusualMeasurement(measurement, value)) {
      checks.push({ measurement, severity: 'flag', message: unusualMessage(measurement) });
    }
    const change = measurementChange(value, previous?.[measurement] ?? null);
    if (change === null || !previous) continue;
    if (measurement === 'heightCm' && change <= -HEIGHT_DROP_FLAG_CM) {
      checks.push({
        measurement,
        severity: 'flag',
        message: `Height is ${Math.abs(change).toFixed(1)} cm less than in ${previous.label}: please check it.`,
      });
    }
    if (measurement === 'heightCm' && change >= HEIGHT_GAIN_FLAG_CM) {
      checks.push({
        measurement,
        severity: 'flag',
        message: `Height is ${change.toFixed(1)} cm more than in ${previous.label}: please check it.`,
      });
    }
    if (measurement === 'weightKg' && Math.abs(change) >= WEIGHT_SWING_FLAG_KG) {
      checks.push({
        measurement,
        severity: 'flag',
        message: `Weight changed by ${Math.abs(change).toFixed(1)} kg since ${previous.label}: please check it.`,
      });
    }
  }
  return checks;
}
