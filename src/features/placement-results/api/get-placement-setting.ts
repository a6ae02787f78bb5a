import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { placementKeys } from '@/features/placement-results/api/placement-result-schema';
import { fetchList } from '@/lib/list-query';

export const PlacementSettingSchema = z.object({
  id: z.string(),
  masterLevelId: z.string(),
  subjectTests: z.array(z.string()),
  isTest: z.boolean(),
  isObservation: z.boolean(),
  isInterview: z.boolean(),
  isReportCard: z.boolean(),
  isFinal: z.boolean(),
});
export type PlacementSetting = z.infer<typeof PlacementSettingSchema>;

/** The level's setting, or null when it has none (the screen then asks to contact administration). */
export const placementSettingQueryOptions = (masterLevelId: string) =>
  queryOptions({
    queryKey: placementKeys.setting(masterLevelId),
    queryFn: ({ signal }) =>
      fetchList('/placement-test-settings', { pageSize: 1, filters: { masterLevelId } }, PlacementSettingSchema, signal).then(
        (answer) => answer.data[0] ?? null,
      ),
    meta: { errorMessage: 'Could not load the placement test setting.' },
  });

export function usePlacementSetting(masterLevelId: string | null) {
  return useQuery({ ...placementSettingQueryOptions(masterLevelId ?? ''), enabled: Boolean(masterLevelId) });
}
