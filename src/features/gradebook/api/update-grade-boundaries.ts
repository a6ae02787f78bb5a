import { useQueryClient } from '@tanstack/react-query';
import { gradebookKeys } from '@/features/gradebook/api/gradebook-keys';
import { z } from 'zod';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import type { GradeBoundaries } from '@/domain/gradebook/grade';
import { UpdateGradeBoundariesBodySchema } from '@/domain/gradebook/bodies';
import { GradeBoundariesSchema } from '@/domain/gradebook/responses';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

export interface UpdateGradeBoundariesInput extends GradeBoundaries {
  id: string;
  /** The version the form was opened on. */
  version: number;
}

export const updateGradeBoundariesEndpoint = defineEndpoint({
  operationId: 'updateGradeBoundaries',
  method: 'put',
  path: '/grade-boundaries/{id}',
  summary: "Change a term's grade boundaries (422 unless 100 ≥ A > B > C > D ≥ 0; 409 when the version sent is not the current one)",
  tag: 'Gradebook',
  params: z.object({ id: z.string() }),
  body: UpdateGradeBoundariesBodySchema,
  response: GradeBoundariesSchema,
  errors: [400, 403, 404, 409, 413, 415, 422],
});

export function updateGradeBoundaries({ id, ...boundaries }: UpdateGradeBoundariesInput) {
  return callEndpoint(updateGradeBoundariesEndpoint, { params: { id }, body: boundaries });
}

export function useUpdateGradeBoundaries() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['grade-boundaries', 'update'],
    mutationFn: updateGradeBoundaries,
    // The form shows the server's message next to the fields it concerns.
    meta: { successMessage: 'Grade boundaries saved.', suppressErrorToast: true },
    // Boundaries are per academic year and term, shared by every subject's sheet of that term.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gradebookKeys.sheets() }),
  });
}
