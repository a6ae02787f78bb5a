import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export const AuthUserSchema = z.object({ accessToken: z.string().min(1), hasDefaultPassword: z.boolean() });
export type AuthUser = z.infer<typeof AuthUserSchema>;

export interface Credentials {
  username: string;
  password: string;
}

export async function login(credentials: Credentials): Promise<AuthUser> {
  const { data } = await apiClient.post('/auth/login', credentials);
  return AuthUserSchema.parse(data);
}

export function useLogin() {
  // The login form shows the error itself, next to the fields.
  return useMutation({ mutationFn: login, meta: { suppressErrorToast: true } });
}
