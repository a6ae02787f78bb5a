/**
 * Body mass index, kg / m², rounded to one decimal as schools print it; null when either value is missing or not
 * positive (a zero height would divide by zero, a zero weight is no measurement), so no screen shows a BMI of 0 or
 * Infinity.
 */
export function bmi(heightCm: number | null | undefined, weightKg: number | null | undefined): number | null {
  if (heightCm == null || weightKg == null) return null;
  if (!Number.isFinite(heightCm) || !Number.isFinite(weightKg) || heightCm <= 0 || weightKg <= 0) return null;
  const metres = heightCm / 100;
  return roundToTenth(weightKg / (metres * metres));
}

/**
 * Rounds half away from zero to one decimal; the epsilon keeps 22.45 (stored as 22.4499…) rounding up, and a
 * rounded zero is never -0 (which would print as "-0.0").
 */
export function roundToTenth(value: number): number {
  const rounded = Math.round(Math.abs(value) * 10 + 1e-9) / 10;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
