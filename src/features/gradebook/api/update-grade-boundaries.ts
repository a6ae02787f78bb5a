import { useQueryClient } from '@tanstack/react-query';
import { gradebookKeys } from '@/features/gradebook/api/gradebook-keys';
import { GradeBoundariesSchema } from '@/features/gradebook/api/get-gradebook';
import { apiClient } from '@/lib/api-client';
import type { GradeBoundaries } from '@/lib/school-rules/grade';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

export interface UpdateGradeBoundariesInput extends GradeBoundaries {
  id: string;
}

/** PUT /grade-boundaries/:id; the server answers 400 unless 100 ≥ A > B > C > D ≥ 0. */
export async function updateGradeBoundaries({ id, ...boundaries }: UpdateGradeBoundariesInput) {
  const { data } = await apiClient.put(`/grade-boundaries/${encodeURIComponent(id)}`, boundaries);
  return GradeBoundariesSchema.parse(data);
}

export function useUpdateGradeBoundaries() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: [...gradebookKeys.all, 'grade-boundaries', 'update'],
    mutationFn: updateGradeBoundaries,
    // The form shows the server's message next to the fields it concerns.
    meta: { successMessage: 'Grade boundaries saved.', suppressErrorToast: true },
    // Boundaries are per academic year and term, shared by every subject's sheet of that term.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gradebookKeys.sheets() }),
  });
}
