import { z } from 'zod';
// Relative import: the demo backend loads this module under tsx (npm run mock-server), which knows no `@/` alias.
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../config/constants';

/**
 * Spec §5's password policy, word for word, kept once: the profile form checks it as the user types
 * and the demo backend refuses what the form refuses. The last three are the portal's own (docs/api.md,
 * "Password change"): the spec is silent on length, surrounding spaces and reuse.
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
  tooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  surroundingSpace: 'Password must not start or end with a space',
  reused: 'New password must be different from the current password',
} as const;

const SPECIAL_CHARACTER = /[^A-Za-z0-9\s]/;

/** The checks of the password policy, in the order their messages are shown; the strength meter counts them. */
export const PASSWORD_CHECKS = [
  { message: PASSWORD_MESSAGES.tooShort, test: (value: string) => value.length >= MIN_PASSWORD_LENGTH },
  { message: PASSWORD_MESSAGES.uppercase, test: (value: string) => /[A-Z]/.test(value) },
  { message: PASSWORD_MESSAGES.lowercase, test: (value: string) => /[a-z]/.test(value) },
  { message: PASSWORD_MESSAGES.number, test: (value: string) => /\d/.test(value) },
  { message: PASSWORD_MESSAGES.special, test: (value: string) => SPECIAL_CHARACTER.test(value) },
] as const;

/**
 * The first policy message a password breaks, or null when it meets the policy. A password is never trimmed (what
 * is typed is what signs in), so one that starts or ends with a space is refused rather than counted: eight spaces
 * after "Aa1!" are not eight characters of a password. Longer than the ceiling is refused before any other check.
 */
export function passwordPolicyError(value: string): string | null {
  if (!value) return PASSWORD_MESSAGES.required;
  if (value.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (/^\s|\s$/.test(value)) return PASSWORD_MESSAGES.surroundingSpace;
  return PASSWORD_CHECKS.find((check) => !check.test(value))?.message ?? null;
}

/**
 * Why a non-empty new password is refused: the policy first, then the default password (when the deployment has
 * one). Null when accepted.
 */
export function newPasswordError(value: string, defaultPassword?: string): string | null {
  return passwordPolicyError(value) ?? (value === defaultPassword ? PASSWORD_MESSAGES.defaultRefused : null);
}

const hasIssueAt = (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }, field: string) =>
  payload.issues.some((issue) => issue.path?.[0] === field);

/**
 * The password change, checked by the profile form and by the demo backend alike: each field's own message, the new
 * password against the policy, the default password and the current one, then the confirmation. The confirmation is
 * compared only once the new password is acceptable, so a refusal names the one field to change.
 */
export function changePasswordSchema(defaultPassword?: string) {
  return z
    .object({
      currentPassword: z.string({ error: PASSWORD_MESSAGES.currentRequired }).min(1, PASSWORD_MESSAGES.currentRequired),
      newPassword: z
        .string({ error: PASSWORD_MESSAGES.newRequired })
        .min(1, PASSWORD_MESSAGES.newRequired)
        // The policy below says the same; this check puts the ceiling in the contract (maxLength).
        .max(MAX_PASSWORD_LENGTH, { message: PASSWORD_MESSAGES.tooLong, abort: true })
        .superRefine((value, context) => {
          const error = value ? newPasswordError(value, defaultPassword) : null;
          if (error) context.addIssue({ code: 'custom', message: error });
        }),
      // No ceiling of its own: it must equal the new password, which has one, and a refusal names one field.
      confirmPassword: z.string({ error: PASSWORD_MESSAGES.confirmRequired }).min(1, PASSWORD_MESSAGES.confirmRequired),
    })
    .refine((values) => values.newPassword !== values.currentPassword, {
      path: ['newPassword'],
      message: PASSWORD_MESSAGES.reused,
      when: (payload) => !hasIssueAt(payload, 'newPassword') && !hasIssueAt(payload, 'currentPassword'),
    })
    .refine((values) => values.confirmPassword === values.newPassword, {
      path: ['confirmPassword'],
      message: PASSWORD_MESSAGES.mismatch,
      when: (payload) => !hasIssueAt(payload, 'newPassword') && !hasIssueAt(payload, 'confirmPassword'),
    });
}
export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;
