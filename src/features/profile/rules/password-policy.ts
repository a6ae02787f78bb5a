import { z } from 'zod';
import { newPasswordError, PASSWORD_MESSAGES } from '@/lib/password-policy';

export function changePasswordSchema(defaultPassword: string) {
  return z
    .object({
      currentPassword: z.string().min(1, PASSWORD_MESSAGES.currentRequired),
      newPassword: z
        .string()
        .min(1, PASSWORD_MESSAGES.newRequired)
        .superRefine((value, context) => {
          if (!value) return;
          const error = newPasswordError(value, defaultPassword);
          if (error) context.addIssue({ code: 'custom', message: error });
        }),
      confirmPassword: z.string().min(1, PASSWORD_MESSAGES.confirmRequired),
    })
    .refine((values) => !values.confirmPassword || values.confirmPassword === values.newPassword, {
      path: ['confirmPassword'],
      message: PASSWORD_MESSAGES.mismatch,
    });
}
export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;
