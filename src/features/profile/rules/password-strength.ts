import { PASSWORD_CHECKS } from '@/domain/auth/password-policy';

export const STRENGTH_LABELS = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];

/** Score 0–5: one point per policy check met (spec §5). */
export function passwordStrengthScore(value: string): number {
  if (!value) return 0;
  return PASSWORD_CHECKS.filter((check) => check.test(value)).length;
}

/**
 * Five labels for six scores: 0 and 1 are both Very Weak (an empty or one-rule password), then one
 * label per point up to Strong at 5 (every rule met). Recorded in docs/decisions/profile.md.
 */
export function passwordStrengthLabel(score: number): StrengthLabel {
  const clamped = Math.max(0, Math.min(5, Math.trunc(score)));
  return STRENGTH_LABELS[Math.max(0, clamped - 1)];
}
