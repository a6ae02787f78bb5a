import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { findPrincipalScope, type PrincipalScope } from '@/lib/access-rules';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { useSession } from '@/lib/session/session-context';
import { sessionKeys } from '@/lib/session/session-keys';

export const EmployeePositionSchema = z.object({
  id: z.string(),
  positionId: z.string(),
  branchId: z.string(),
  academicYearId: z.string(),
  position: z.object({ id: z.string(), name: z.string() }),
});
export type EmployeePosition = z.infer<typeof EmployeePositionSchema>;

export const getMyPositionsEndpoint = defineEndpoint({
  operationId: 'getMyPositions',
  method: 'get',
  path: '/employee-positions/mine',
  summary: "The signed-in employee's positions per branch and academic year",
  tag: 'Signed-in user',
  response: z.object({ data: z.array(EmployeePositionSchema), count: z.number().optional() }),
});

export async function fetchMyPositions(): Promise<EmployeePosition[]> {
  return (await callEndpoint(getMyPositionsEndpoint)).data;
}

export const myPositionsQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.myPositions(), queryFn: fetchMyPositions, staleTime: 5 * 60_000 });

/**
 * Whether the signed-in employee is the principal of the current academic year, and of which
 * branch. `isLoading` is true while positions load (screens show a loading indicator meanwhile).
 */
export function usePrincipalScope(): { isLoading: boolean; isError: boolean; scope: PrincipalScope | null } {
  const { currentAcademicYear } = useSession();
  const positions = useQuery(myPositionsQueryOptions());
  return {
    isLoading: positions.isPending,
    isError: positions.isError,
    scope: positions.data ? findPrincipalScope(positions.data, currentAcademicYear.id) : null,
  };
}
