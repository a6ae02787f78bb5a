import { FREQUENCIES, FREQUENCY_LABELS, PROMOTION_OUTCOMES, type Frequency, type PromotionOutcome } from '../school/enums';

// The scales of the conduct and streaming grids (spec §3), in one place for the grids, their legends and tests.

export { FREQUENCIES, PROMOTION_OUTCOMES, type Frequency, type PromotionOutcome };

/** "A – Almost", as legends and pickers show a frequency. */
export const frequencyLabel = (code: Frequency): string => `${code} – ${FREQUENCY_LABELS[code]}`;

/** The legend line of a conduct grid: "A – Almost · M – Most Of The Time · S – Seldom · N – Never". */
export const FREQUENCY_LEGEND = FREQUENCIES.map(frequencyLabel).join(' · ');

/** Reads a typed or pasted cell (any case, surrounding spaces) as a frequency; null when it is none. */
export function parseFrequency(text: string): Frequency | null {
  const code = text.trim().toUpperCase();
  return FREQUENCIES.find((frequency) => frequency === code) ?? null;
}

/** Retained asks for confirmation and a reason (issue 11); the other outcomes need neither. */
export const needsRetainReason = (outcome: PromotionOutcome | null): boolean => outcome === 'Retained';
