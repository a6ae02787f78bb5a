import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PlacementResultSchema, placementKeys, type PtResultStatus } from '@/features/placement-results/api/placement-result-schema';
import type { EntryPayload } from '@/features/placement-results/rules/entry-payload';
import { apiClient } from '@/lib/api-client';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

const BulkAnswerSchema = z.object({ data: z.array(PlacementResultSchema) });
export type BulkEntry = EntryPayload | { id: string; ptResultStatus: PtResultStatus };

/** Creates or updates results in one call: `{ placementTestResults: [...] }` (spec §7). */
export async function bulkUpsertPlacementResults(placementTestResults: readonly BulkEntry[]) {
  const { data } = await apiClient.post('/placement-test-results/bulk', { placementTestResults });
  return BulkAnswerSchema.parse(data).data;
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
