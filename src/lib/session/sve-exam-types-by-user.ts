import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { SVE_QUERY_PAGE_SIZE } from '@/config/constants';
import { apiClient } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session/session-keys';

const SveExamTypesByUserSchema = z.object({
  data: z.array(z.object({ id: z.string() }).loose()),
  count: z.number().int().nonnegative().optional(),
});

/** How many SVE exam types the user is assigned to this year; only "any?" matters (spec §4). */
export async function fetchSveAssignmentCount(academicYearId: string): Promise<number> {
  const { data } = await apiClient.get('/sve-exam-types/by-user', {
    params: { page: 0, pageSize: SVE_QUERY_PAGE_SIZE, academicYearId },
  });
  const parsed = SveExamTypesByUserSchema.parse(data);
  return parsed.count ?? parsed.data.length;
}

export const sveAssignmentCountQueryOptions = (academicYearId: string) =>
  queryOptions({
    queryKey: sessionKeys.sveExamTypesByUser(academicYearId),
    queryFn: () => fetchSveAssignmentCount(academicYearId),
    staleTime: Infinity,
  });
