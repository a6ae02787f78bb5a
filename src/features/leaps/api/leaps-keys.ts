import { createQueryKeys } from '@/lib/query-keys';

/** Events under `leaps-events`; a class's attainment hangs below it so a saved event refreshes both. */
export const leapsEventKeys = createQueryKeys('leaps-events');

export const leapsAttainmentKey = (classYearId: string, academicYearId: string) =>
  [...leapsEventKeys.all, 'attainment', classYearId, academicYearId] as const;
