import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import type { ChangePasswordValues } from '@/features/profile/rules/password-policy';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

const UpdatePasswordAnswerSchema = z.object({ message: z.string().optional() }).loose();

export async function updatePassword(values: ChangePasswordValues): Promise<void> {
  const { data } = await apiClient.put('/me/password', {
    currentPassword: values.currentPassword,
    newPassword: values.newPassword,
    confirmPassword: values.confirmPassword,
  });
  UpdatePasswordAnswerSchema.parse(data ?? {});
}

export function useUpdatePassword() {
  // The form shows the failure in place (spec §8), so no global toast.
  return useSingleFlightMutation({ mutationKey: ['me', 'password'], mutationFn: updatePassword, meta: { suppressErrorToast: true } });
}
