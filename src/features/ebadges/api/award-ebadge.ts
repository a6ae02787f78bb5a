import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ebadgeKeys } from '@/features/ebadges/api/ebadge-keys';
import { apiClient } from '@/lib/api-client';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

export interface AwardEbadgeInput {
  classYearId: string;
  academicYearId: string;
  ebadgeId: string;
  studentIds: string[];
  note?: string;
}

const AwardResultSchema = z.object({ created: z.number().int().nonnegative() });

export async function awardEbadge({ classYearId, ...body }: AwardEbadgeInput) {
  const { data } = await apiClient.post(`/class-years/${encodeURIComponent(classYearId)}/ebadge-awards`, body);
  return AwardResultSchema.parse(data);
}

/** Awards one badge to the selected students; the class's award lists refresh afterwards. */
export function useAwardEbadge(classYearId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: [...ebadgeKeys.awards(classYearId), 'award'],
    mutationFn: awardEbadge,
    meta: { errorMessage: 'The e-badge could not be awarded.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ebadgeKeys.awards(classYearId) }),
  });
}
