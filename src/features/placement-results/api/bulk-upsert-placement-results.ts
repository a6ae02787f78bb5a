import { useQueryClient } from '@tanstack/react-query';
import { BulkUpsertPlacementResultsBodySchema } from '@/domain/placement/bodies';
import { BulkUpsertPlacementResultsResponseSchema, type PtResultStatus } from '@/domain/placement/results';
import { placementKeys } from '@/features/placement-results/api/placement-keys';
import type { EntryPayload } from '@/features/placement-results/rules/entry-payload';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

export type BulkEntry = EntryPayload | { id: string; ptResultStatus: PtResultStatus };

export const bulkUpsertPlacementResultsEndpoint = defineEndpoint({
  operationId: 'bulkUpsertPlacementResults',
  method: 'post',
  path: '/placement-test-results/bulk',
  summary: 'Create or update placement test results in one all-or-nothing, idempotent call',
  tag: 'Placement test results',
  body: BulkUpsertPlacementResultsBodySchema,
  response: BulkUpsertPlacementResultsResponseSchema,
  errors: [400, 403, 404, 413, 415, 422],
});

/** Creates or updates results in one call: `{ placementTestResults: [...] }` (spec §7). */
export async function bulkUpsertPlacementResults(placementTestResults: readonly BulkEntry[]) {
  const answer = await callEndpoint(bulkUpsertPlacementResultsEndpoint, { body: { placementTestResults: [...placementTestResults] } });
  return answer.data;
}

/** Both screens' save; the success message differs (spec §8), errors go to the danger toast. */
export function useBulkUpsertPlacementResults(successMessage: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: [...placementKeys.all, 'bulk'],
    mutationFn: bulkUpsertPlacementResults,
    meta: { successMessage, errorMessage: 'The placement test results could not be saved. Please try again.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placementKeys.all }),
  });
}
