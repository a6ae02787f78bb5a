import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { gradingKeys } from '@/features/assignments/api/grading-keys';
import { IssuedAssignmentDetailSchema } from '@/features/assignments/api/grading-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';

export const getIssuedAssignmentEndpoint = defineEndpoint({
  operationId: 'getIssuedAssignment',
  method: 'get',
  path: '/assignments/{assignmentId}',
  summary: 'An issued assignment with its settings and the materials of the version that was issued',
  tag: 'Assignments',
  params: z.object({ assignmentId: z.string() }),
  response: IssuedAssignmentDetailSchema,
  errors: [403, 404],
});

export function fetchIssuedAssignment(assignmentId: string, signal?: AbortSignal) {
  return callEndpoint(getIssuedAssignmentEndpoint, { params: { assignmentId }, signal });
}

export const issuedAssignmentQueryOptions = (assignmentId: string) =>
  queryOptions({
    queryKey: gradingKeys.assignment(assignmentId),
    queryFn: ({ signal }) => fetchIssuedAssignment(assignmentId, signal),
    meta: { errorMessage: 'Could not load the assignment.' },
  });

export function useIssuedAssignment(assignmentId: string) {
  return useQuery(issuedAssignmentQueryOptions(assignmentId));
}
