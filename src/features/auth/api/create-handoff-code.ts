import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { HandoffCodeSchema } from '@/domain/auth/responses';

export const createHandoffCodeEndpoint = defineEndpoint({
  operationId: 'createHandoffCode',
  method: 'post',
  path: '/auth/handoff-codes',
  summary: 'A one-time code (60 s, single use) that signs this user in to the admin portal',
  tag: 'Authentication',
  response: HandoffCodeSchema,
  status: 201,
  errors: [403],
});

/** A fresh hand-off code for the admin portal link; the token itself never goes into a URL. */
export function createHandoffCode() {
  return callEndpoint(createHandoffCodeEndpoint);
}
