import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { SVE_QUERY_PAGE_SIZE } from '@/config/constants';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { sessionKeys } from '@/lib/session/session-keys';

const SveExamTypesByUserSchema = z.object({
  data: z.array(z.object({ id: z.string() }).loose()),
  count: z.number().int().nonnegative().optional(),
});

export const getSveExamTypesByUserEndpoint = defineEndpoint({
  operationId: 'getSveExamTypesByUser',
  method: 'get',
  path: '/sve-exam-types/by-user',
  summary: 'The SVE exam types the signed-in user is assigned to in one academic year',
  tag: 'Signed-in user',
  query: z.object({ page: z.number().int().min(0), pageSize: z.number().int().min(0), academicYearId: z.string() }),
  response: SveExamTypesByUserSchema,
});

/** How many SVE exam types the user is assigned to this year; only "any?" matters (spec §4). */
export async function fetchSveAssignmentCount(academicYearId: string): Promise<number> {
  const parsed = await callEndpoint(getSveExamTypesByUserEndpoint, {
    query: { page: 0, pageSize: SVE_QUERY_PAGE_SIZE, academicYearId },
  });
  return parsed.count ?? parsed.data.length;
}

export const sveAssignmentCountQueryOptions = (academicYearId: string) =>
  queryOptions({
    queryKey: sessionKeys.sveExamTypesByUser(academicYearId),
    queryFn: () => fetchSveAssignmentCount(academicYearId),
    staleTime: Infinity,
  });
