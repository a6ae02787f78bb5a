import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { findPrincipalScope, type PrincipalScope } from '@/lib/access-rules';
import { useSession } from '@/lib/session/session-context';
import { sessionKeys } from '@/lib/session/session-keys';

const EmployeePositionSchema = z.object({
  id: z.string(),
  positionId: z.string(),
  branchId: z.string(),
  academicYearId: z.string(),
  position: z.object({ id: z.string(), name: z.string() }),
});
export type EmployeePosition = z.infer<typeof EmployeePositionSchema>;

const MyPositionsSchema = z.object({ data: z.array(EmployeePositionSchema), count: z.number().optional() });

export async function fetchMyPositions(): Promise<EmployeePosition[]> {
  const { data } = await apiClient.get('/employee-positions/mine');
  return MyPositionsSchema.parse(data).data;
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
