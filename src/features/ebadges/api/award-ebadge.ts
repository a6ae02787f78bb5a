import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ebadgeAwardKeys } from '@/features/ebadges/api/ebadge-keys';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';
import { AwardEbadgeBodySchema, type AwardEbadgeBody } from '@/domain/ebadges/bodies';
import { AwardEbadgeResponseSchema } from '@/domain/ebadges/responses';

export const awardEbadgeEndpoint = defineEndpoint({
  operationId: 'awardEbadge',
  method: 'post',
  path: '/class-years/{classYearId}/ebadge-awards',
  summary: 'Award one badge to the selected students of a class',
  tag: 'E-badges',
  params: z.object({ classYearId: z.string() }),
  body: AwardEbadgeBodySchema,
  response: AwardEbadgeResponseSchema,
  status: 201,
  errors: [400, 403, 404, 413, 415, 422],
});

export type AwardEbadgeInput = AwardEbadgeBody & { classYearId: string };

export function awardEbadge({ classYearId, ...body }: AwardEbadgeInput) {
  return callEndpoint(awardEbadgeEndpoint, { params: { classYearId }, body });
}

/** Awards one badge to the selected students; the class's award lists refresh afterwards. */
export function useAwardEbadge(classYearId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: [...ebadgeAwardKeys.ofClass(classYearId), 'award'],
    mutationFn: awardEbadge,
    meta: { errorMessage: 'The e-badge could not be awarded.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ebadgeAwardKeys.ofClass(classYearId) }),
  });
}
