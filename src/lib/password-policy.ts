// Relative import: the demo backend loads this module under tsx (npm run mock-server), which knows no `@/` alias.
import { MIN_PASSWORD_LENGTH } from '../config/constants';

/**
 * Spec §5's password policy, word for word, kept once: the profile form checks it as the user types
 * and the demo backend refuses what the form refuses.
 */
export const PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  newRequired: 'New password is required',
  confirmRequired: 'Please confirm your new password',
  mismatch: 'Passwords must match',
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  required: 'Password is required',
  defaultRefused: 'You cannot use the default password. Please choose a stronger password.',
} as const;

const SPECIAL_CHARACTER = /[^A-Za-z0-9\s]/;

/** The checks of the password policy, in the order their messages are shown. */
export const PASSWORD_CHECKS = [
  { message: PASSWORD_MESSAGES.tooShort, test: (value: string) => value.length >= MIN_PASSWORD_LENGTH },
  { message: PASSWORD_MESSAGES.uppercase, test: (value: string) => /[A-Z]/.test(value) },
  { message: PASSWORD_MESSAGES.lowercase, test: (value: string) => /[a-z]/.test(value) },
  { message: PASSWORD_MESSAGES.number, test: (value: string) => /\d/.test(value) },
  { message: PASSWORD_MESSAGES.special, test: (value: string) => SPECIAL_CHARACTER.test(value) },
] as const;

/** The first policy message a password breaks, or null when it meets the policy. */
export function passwordPolicyError(value: string): string | null {
  if (!value) return PASSWORD_MESSAGES.required;
  return PASSWORD_CHECKS.find((check) => !check.test(value))?.message ?? null;
}

/** Why a non-empty new password is refused: the policy first, then the default password. Null when accepted. */
export function newPasswordError(value: string, defaultPassword: string): string | null {
  return passwordPolicyError(value) ?? (value === defaultPassword ? PASSWORD_MESSAGES.defaultRefused : null);
}
