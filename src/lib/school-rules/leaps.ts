import type { LeapsAttainment } from './enums';

export interface LeapsLevels {
  participation: number;
  achievement: number;
  leadership: number;
  service: number;
}

/** Each LEAPS domain is attained at a level from 0 to 4. */
export const LEAPS_MAX_LEVEL = 4;

/**
 * Overall LEAPS attainment from the four domain levels. The spec names the bands but not the cut-offs;
 * our reading (docs/decisions.md) bands the total of the four levels: 12+ Excellent, 8+ Good,
 * 4+ Fair, else Below Fair. Levels outside 0..4 are clamped.
 */
export function leapsAttainment(levels: LeapsLevels): LeapsAttainment {
  const clamp = (level: number) => Math.min(LEAPS_MAX_LEVEL, Math.max(0, Math.trunc(level)));
  const total = clamp(levels.participation) + clamp(levels.achievement) + clamp(levels.leadership) + clamp(levels.service);
  if (total >= 12) return 'Excellent';
  if (total >= 8) return 'Good';
  if (total >= 4) return 'Fair';
  return 'Below Fair';
}
