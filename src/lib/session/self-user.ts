import { queryOptions } from '@tanstack/react-query';
import { SelfUserSchema, type SelfUser } from '@/domain/auth/self-user';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { sessionKeys } from '@/lib/session/session-keys';

export const getSelfUserEndpoint = defineEndpoint({
  operationId: 'getSelfUser',
  method: 'get',
  path: '/me',
  summary: 'The signed-in user: names, homeroom classes, service flags and permissions',
  tag: 'Signed-in user',
  response: SelfUserSchema,
});

export function fetchSelfUser(): Promise<SelfUser> {
  return callEndpoint(getSelfUserEndpoint);
}

export const selfUserQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.selfUser(), queryFn: fetchSelfUser, staleTime: Infinity });
