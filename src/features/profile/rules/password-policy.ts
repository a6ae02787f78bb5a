import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@/config/constants';

/** Spec §5 messages, word for word. */
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

export function changePasswordSchema(defaultPassword: string) {
  return z
    .object({
      currentPassword: z.string().min(1, PASSWORD_MESSAGES.currentRequired),
      newPassword: z
        .string()
        .min(1, PASSWORD_MESSAGES.newRequired)
        .superRefine((value, context) => {
          if (!value) return;
          const policyError = passwordPolicyError(value);
          if (policyError) context.addIssue({ code: 'custom', message: policyError });
          else if (value === defaultPassword) context.addIssue({ code: 'custom', message: PASSWORD_MESSAGES.defaultRefused });
        }),
      confirmPassword: z.string().min(1, PASSWORD_MESSAGES.confirmRequired),
    })
    .refine((values) => !values.confirmPassword || values.confirmPassword === values.newPassword, {
      path: ['confirmPassword'],
      message: PASSWORD_MESSAGES.mismatch,
    });
}
export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;
