export const placementKeys = {
  all: ['placement-test-results'] as const,
  lists: () => [...placementKeys.all, 'list'] as const,
  list: (params: object) => [...placementKeys.lists(), params] as const,
  bySchedule: (scheduleIds: readonly string[]) => [...placementKeys.all, 'by-schedule', scheduleIds] as const,
  admissions: (params: object) => [...placementKeys.all, 'admissions', params] as const,
  schedules: (params: object) => [...placementKeys.all, 'schedules', params] as const,
  setting: (masterLevelId: string) => [...placementKeys.all, 'setting', masterLevelId] as const,
};
