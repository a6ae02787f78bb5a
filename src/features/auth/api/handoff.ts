import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { SelfUserSchema } from '@/lib/session/self-user';

const HandoffAnswerSchema = z.object({
  accessToken: z.string().min(1),
  hasDefaultPassword: z.boolean(),
  impersonation: z.boolean(),
  user: SelfUserSchema,
});
export type HandoffAnswer = z.infer<typeof HandoffAnswerSchema>;

/** Exchanges a one-time hand-off code (from the URL fragment) for a session. */
export async function exchangeHandoffCode(code: string): Promise<HandoffAnswer> {
  const { data } = await apiClient.post('/auth/handoff', { code });
  return HandoffAnswerSchema.parse(data);
}
