import { roundToTenth } from '@/domain/form-class/bmi';

/** The change of a measurement since the previous term, to one decimal; null when either value is unknown. */
export function measurementChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null) return null;
  return roundToTenth(current - previous);
}

/**
 * A change as the grid prints it: "+2.5 cm", "−0.3 kg" (a true minus sign, so it lines up and reads as minus),
 * "No change"; null when there is nothing to compare.
 */
export function formatChange(change: number | null, unit: 'cm' | 'kg'): string | null {
  if (change === null) return null;
  if (change === 0) return 'No change';
  const sign = change > 0 ? '+' : '\u2212';
  return `${sign}${Math.abs(change).toFixed(1)} ${unit}`;
}
