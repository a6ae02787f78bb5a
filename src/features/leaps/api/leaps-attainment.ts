import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { leapsAttainmentKey } from '@/features/leaps/api/leaps-keys';
import { LeapsAttainmentRowSchema } from '@/domain/leaps/responses';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { listResponseSchema } from '@/lib/list-query';

export const getClassLeapsAttainmentEndpoint = defineEndpoint({
  operationId: 'getClassLeapsAttainment',
  method: 'get',
  path: '/class-years/{classYearId}/leaps-attainment',
  summary: 'Each student’s LEAPS level per domain and overall attainment in a year, computed from the events',
  tag: 'LEAPS',
  params: z.object({ classYearId: z.string() }),
  query: z.object({ academicYearId: z.string().optional() }),
  response: listResponseSchema(LeapsAttainmentRowSchema),
  errors: [403, 404],
});

export function useClassLeapsAttainment(classYearId: string, academicYearId: string) {
  return useQuery(
    queryOptions({
      queryKey: leapsAttainmentKey(classYearId, academicYearId),
      queryFn: ({ signal }) =>
        callEndpoint(getClassLeapsAttainmentEndpoint, { params: { classYearId }, query: { academicYearId }, signal }),
      enabled: classYearId !== '',
      meta: { errorMessage: 'Could not load the class’s LEAPS attainment.' },
    }),
  );
}
