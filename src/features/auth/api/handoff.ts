import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { HandoffBodySchema } from '@/domain/auth/bodies';
import { HandoffAnswerSchema, type HandoffAnswer } from '@/domain/auth/responses';

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
