import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PlacementResultSchema, placementKeys, type PtResultStatus } from '@/features/placement-results/api/placement-result-schema';
import type { EntryPayload } from '@/features/placement-results/rules/entry-payload';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

export type BulkEntry = EntryPayload | { id: string; ptResultStatus: PtResultStatus };

/** One entry: names its result by `id` or by `placementTestScheduleId`; only the keys sent change. */
const BulkEntrySchema = PlacementResultSchema.omit({ studentAdmissionId: true, studentId: true }).partial();

export const bulkUpsertPlacementResultsEndpoint = defineEndpoint({
  operationId: 'bulkUpsertPlacementResults',
  method: 'post',
  path: '/placement-test-results/bulk',
  summary: 'Create or update placement test results in one all-or-nothing, idempotent call',
  tag: 'Placement test results',
  body: z.object({ placementTestResults: z.array(BulkEntrySchema).min(1) }),
  response: z.object({ data: z.array(PlacementResultSchema) }),
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
