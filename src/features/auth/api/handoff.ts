import { z } from 'zod';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { SelfUserSchema } from '@/lib/session/self-user';
import { HandoffBodySchema } from '@/domain/auth/bodies';

const HandoffAnswerSchema = z.object({
  accessToken: z.string().min(1),
  hasDefaultPassword: z.boolean(),
  impersonation: z.boolean(),
  user: SelfUserSchema,
});
export type HandoffAnswer = z.infer<typeof HandoffAnswerSchema>;

export const exchangeHandoffCodeEndpoint = defineEndpoint({
  operationId: 'exchangeHandoffCode',
  method: 'post',
  path: '/auth/handoff',
  summary: 'Exchange a one-time hand-off code (from the URL fragment) for a session and the self user',
  tag: 'Authentication',
  body: HandoffBodySchema,
  response: HandoffAnswerSchema,
  errors: [401, 413, 415, 422],
  public: true,
});

/** Exchanges a one-time hand-off code (from the URL fragment) for a session. */
export function exchangeHandoffCode(code: string): Promise<HandoffAnswer> {
  return callEndpoint(exchangeHandoffCodeEndpoint, { body: { code } });
}
