import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import type { ChangePasswordValues } from '@/domain/auth/password-policy';
import { ChangePasswordBodySchema } from '@/domain/auth/bodies';
import { PasswordChangedSchema } from '@/domain/auth/responses';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

export const updatePasswordEndpoint = defineEndpoint({
  operationId: 'updatePassword',
  method: 'put',
  path: '/me/password',
  summary: "Change the signed-in user's password; every other token of the user is revoked",
  tag: 'Signed-in user',
  body: ChangePasswordBodySchema,
  response: PasswordChangedSchema,
  errors: [413, 415, 422],
});

export async function updatePassword(values: ChangePasswordValues): Promise<void> {
  await callEndpoint(updatePasswordEndpoint, {
    body: {
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
      confirmPassword: values.confirmPassword,
    },
  });
}

export function useUpdatePassword() {
  // The form shows the failure in place (spec §8), so no global toast.
  return useSingleFlightMutation({ mutationKey: ['me', 'password'], mutationFn: updatePassword, meta: { suppressErrorToast: true } });
}
