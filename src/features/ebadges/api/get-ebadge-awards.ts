import { z } from 'zod';
import { ebadgeAwardKeys } from '@/features/ebadges/api/ebadge-keys';
import { EbadgeAwardSchema } from '@/domain/ebadges/responses';
import { createNestedListApi } from '@/lib/resource-api';

/** A class's awards; `of({ classYearId })`. */
export const ebadgeAwardsApi = createNestedListApi({
  operationId: 'listEbadgeAwards',
  path: '/class-years/{classYearId}/ebadge-awards',
  summary: "A class's e-badge awards (list contract, newest first)",
  tag: 'E-badges',
  params: z.object({ classYearId: z.string() }),
  item: EbadgeAwardSchema,
  filters: ['academicYearId', 'studentId', 'ebadgeId'],
  errors: [403, 404],
  queryKey: ({ classYearId }, params) => ebadgeAwardKeys.list(classYearId, params),
});
