import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { placementKeys } from '@/features/placement-results/api/placement-keys';
import { defineListEndpoint, fetchListOf } from '@/lib/list-endpoint';

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

export const listPlacementSettingsEndpoint = defineListEndpoint({
  operationId: 'listPlacementSettings',
  path: '/placement-test-settings',
  summary: "Placement test settings by level (list contract; empty when the level has none)",
  tag: 'Placement test results',
  item: PlacementSettingSchema,
  filters: ['masterLevelId'],
});

/** The level's setting, or null when it has none (the screen then asks to contact administration). */
export const placementSettingQueryOptions = (masterLevelId: string) =>
  queryOptions({
    queryKey: placementKeys.setting(masterLevelId),
    queryFn: ({ signal }) =>
      fetchListOf(listPlacementSettingsEndpoint, { pageSize: 1, filters: { masterLevelId } }, { signal }).then(
        (answer) => answer.data[0] ?? null,
      ),
    meta: { errorMessage: 'Could not load the placement test setting.' },
  });

export function usePlacementSetting(masterLevelId: string | null) {
  return useQuery({ ...placementSettingQueryOptions(masterLevelId ?? ''), enabled: Boolean(masterLevelId) });
}
